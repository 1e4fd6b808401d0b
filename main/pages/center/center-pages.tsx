import { ModuleUnavailable } from './module-unavailable';

/* 下载中心: built by its own issue (the export records and the vehicle group selector). */
export const DownloadPage = () => <ModuleUnavailable title="下载中心" />;
