import { App } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MSG_LOGIN_TIMEOUT, MSG_SESSION_EXPIRED_TITLE } from '@shared/constants/messages';
import { useCarContext } from '../../app/car-context';

/**
 * The one session-expired confirm (product-spec §4: 关闭 / 登录). 登录 asks the host to show its
 * login page: inside the shell that moves the shell, standalone it is the console's own /login.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const { stores, props } = useCarContext();
  const { modal } = App.useApp();
  const { open, close } = stores.sessionExpiry;
  const { navigateShell } = props;

  useEffect(() => {
    if (!open) return undefined;
    const instance = modal.confirm({
      title: MSG_SESSION_EXPIRED_TITLE,
      content: MSG_LOGIN_TIMEOUT,
      okText: '登录',
      cancelText: '关闭',
      onOk: () => {
        close();
        navigateShell('/login');
      },
      onCancel: close,
    });
    return () => instance.destroy();
  }, [open, close, modal, navigateShell]);

  return null;
});
