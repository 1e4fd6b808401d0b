import { StandaloneLoginPage as KitLoginPage } from '@shared/sub-app-kit/standalone-login-page';
import { useCarContext } from '../../context/car-context';

/**
 * The console's own login (the kit's), used only when it runs without the shell; a new session
 * starts the vehicle list over.
 */
export function StandaloneLoginPage() {
  const { stores } = useCarContext();
  return <KitLoginPage title="车辆管理控制台" onLoggedIn={() => stores.vehicleList.reset()} />;
}
