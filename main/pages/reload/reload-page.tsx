import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '@shared/http/api-error';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import type { RootStore } from '../../stores/root-store';

/** Only same-site paths are followed after a retry, never an address from elsewhere. */
export function safeReturnPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith(PATHS.reload)) return PATHS.home;
  return from;
}

/** Which of the start-up loads failed, and the server's message for it (product-spec §8). */
function reloadReason(root: RootStore): string {
  const customer = root.customer;
  if (customer.decision === 'rejected') {
    return customer.loadState.error ? `无法获取当前站点的客户信息：${errorText(customer.loadState.error)}` : '当前站点未开通或已停用，无法获取客户信息。';
  }
  const permissionError = root.permission.loadState.error;
  if (permissionError) return `无法获取账号的菜单权限：${errorText(permissionError)}`;
  const systemsError = root.systems.loadState.error;
  if (systemsError) return `无法获取账号的应用列表：${errorText(systemsError)}`;
  return '平台启动所需的数据未能加载。';
}

/** Where the guard sends the user when the platform's start-up data could not be loaded. */
export const ReloadPage = observer(function ReloadPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = reloadReason(root);

  const retry = () => {
    root.resetGuardLoads();
    navigate(safeReturnPath(params.get('from')), { replace: true });
  };

  return (
    <Result
      status="warning"
      title="页面加载失败"
      subTitle={`${reason} 请检查网络后重新加载。`}
      extra={
        <Button type="primary" onClick={retry}>
          重新加载
        </Button>
      }
    />
  );
});
