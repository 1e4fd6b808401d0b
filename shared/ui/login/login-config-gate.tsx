import { Alert, Button, Spin } from 'antd';
import { errorText } from '../../http/api-error';
import type { LoginPageState } from './use-login-page-config';

/** While the login page config loads, or when it failed (with 重新获取): shared by both login forms. */
export function LoginConfigGate({ state, retry }: { state: Exclude<LoginPageState, { status: 'ready' }>; retry: () => void }) {
  if (state.status === 'loading') {
    return (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
        <div style={{ marginTop: 8 }}>正在准备登录…</div>
      </div>
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title="无法获取登录配置"
      description={errorText(state.error)}
      action={
        <Button size="small" onClick={retry}>
          重新获取
        </Button>
      }
    />
  );
}
