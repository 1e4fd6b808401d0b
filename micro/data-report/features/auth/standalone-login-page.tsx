import { StandaloneLoginPage as KitLoginPage } from '@shared/sub-app-kit/standalone-login-page';
import { useDataReportContext } from '../../context/data-report-context';

/** The app's own login (the kit's), used only when it runs without the shell. */
export function StandaloneLoginPage() {
  const { stores } = useDataReportContext();
  return <KitLoginPage title="数据报表" onLoggedIn={stores.sessionChanged} />;
}
