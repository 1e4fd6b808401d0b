import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The header's user button: the same element before and after the menu's chunk has loaded. */
export function userMenuTrigger(userName: string, onClick?: () => void) {
  return (
    <Button type="text" icon={<UserOutlined />} aria-label={`当前用户 ${userName}`} onClick={onClick}>
      {userName} <DownOutlined />
    </Button>
  );
}
