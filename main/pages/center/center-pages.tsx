import { ModuleUnavailable } from './module-unavailable';

/*
 * Centre pages whose endpoints (help messages, export records, alarm control and push, health
 * thresholds) come with later issues of the reference server.
 */
export const NoticePage = () => <ModuleUnavailable title="站内消息" />;
export const NoticeDetailPage = () => <ModuleUnavailable title="公告详情" />;
export const AlarmSettingPage = () => <ModuleUnavailable title="报警设置" />;
export const AlarmPushPage = () => <ModuleUnavailable title="推送设置" />;
export const HealthPage = () => <ModuleUnavailable title="健康设置" />;
