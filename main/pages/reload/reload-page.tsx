import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

/** Only same-site paths are followed after a retry, never an address from elsewhere. */
export function safeReturnPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith(PATHS.reload)) return PATHS.home;
  return from;
}

/** Where the guard sends the user when the platform's start-up data could not be loaded. */
export const ReloadPage = observer(function ReloadPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerFailed = root.customer.status === 'rejected';
  const reason = customerFailed
    ? root.customer.error?.message
      ? `无法获取当前站点的客户信息：${root.customer.error.message}`
      : '当前站点未开通或已停用，无法获取客户信息。'
    : root.permission.error
      ? `无法获取账号的菜单权限：${root.permission.error.message}`
      : '平台启动所需的数据未能加载。';

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
