import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { MSG_LOGIN_TIMEOUT, MSG_SESSION_EXPIRED_TITLE } from '@shared/constants/messages';
import { useCarContext } from '../../context/car-context';

/**
 * The one session-expired confirm (product-spec §4: 关闭 / 登录). Declarative on purpose: one
 * Modal bound to one flag cannot stack, however many requests fail with 4010 at once. 登录 asks
 * the host for its login page: inside the shell that moves the shell, standalone it is the
 * console's own /login.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const { stores, props } = useCarContext();
  const { token } = theme.useToken();
  const { open, close } = stores.sessionExpiry;

  const login = () => {
    close();
    props.navigateShell('/login');
  };

  return (
    <Modal
      open={open}
      title={MSG_SESSION_EXPIRED_TITLE}
      width={416}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="login" type="primary" onClick={login} autoFocus>
          登录
        </Button>,
      ]}
    >
      <Space align="start">
        <ExclamationCircleFilled style={{ color: token.colorWarning, fontSize: 20 }} />
        <span>{MSG_LOGIN_TIMEOUT}</span>
      </Space>
    </Modal>
  );
});
