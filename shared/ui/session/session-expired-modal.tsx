import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space, theme } from 'antd';
import { MSG_LOGIN_TIMEOUT, MSG_SESSION_EXPIRED_TITLE } from '../../constants/messages';

export interface SessionExpiredModalProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/**
 * The 会话已过期 confirm (product-spec §4: 关闭 / 登录), as the shell and the standalone console
 * both show it. Declarative on purpose: one Modal bound to one flag cannot stack, however many
 * requests fail with 4010 at once. The host owns the flag and what 登录 does.
 */
export function SessionExpiredModal({ open, onClose, onLogin }: SessionExpiredModalProps) {
  const { token } = theme.useToken();
  return (
    <Modal
      open={open}
      title={MSG_SESSION_EXPIRED_TITLE}
      width={416}
      closable={false}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="login" type="primary" onClick={onLogin} autoFocus>
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
}
