import { Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG_LOGIN_TIMEOUT, MSG_SESSION_EXPIRED_TITLE } from '@shared/constants/messages';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

/**
 * The one 会话已过期 dialog (product-spec §4). It is a single store flag, so a burst of 4010
 * answers still shows it once; on the login page it has nothing to offer and stays closed.
 */
export const SessionExpiredDialog = observer(function SessionExpiredDialog() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => root.dialogs.closeSessionExpired();
  const goLogin = () => {
    // the vehicle dialog (or any other) belongs to the session that just ended
    root.dialogs.closeAll();
    navigate(PATHS.login);
  };
  return (
    <Modal
      open={root.dialogs.sessionExpiredOpen && pathname !== PATHS.login}
      title={MSG_SESSION_EXPIRED_TITLE}
      onCancel={close}
      mask={{ closable: false }}
      closable={false}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="login" type="primary" onClick={goLogin}>
          登录
        </Button>,
      ]}
    >
      {MSG_LOGIN_TIMEOUT}
    </Modal>
  );
});
