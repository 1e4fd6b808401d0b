import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { THEMES, THEME_NAMES, isThemeName } from '@shared/theme/themes';
import { useProductConfirm } from '@shared/ui/feedback/use-product-confirm';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';

const LOGOUT_KEY = 'logout';
const ALARM_VOICE_KEY = 'alarmVoice';
const THEME_KEY_PREFIX = 'theme:';

/** The user's name with 主题切换 (the four themes) and 退出登录. */
export const UserMenu = observer(function UserMenu() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useProductConfirm();
  const user = root.session.user;

  if (!user) {
    return (
      <Button type="primary" onClick={() => navigate(PATHS.login)}>
        登录
      </Button>
    );
  }

  const items: MenuProps['items'] = [
    {
      key: 'theme',
      label: '主题切换',
      children: THEME_NAMES.map((name) => ({
        key: `${THEME_KEY_PREFIX}${name}`,
        label: root.theme.themeValue === name ? `${THEMES[name].label}（当前）` : THEMES[name].label,
      })),
    },
    { key: ALARM_VOICE_KEY, label: root.alarmVoice.voiceOn ? '报警声音：开（点击关闭）' : '报警声音：关（点击开启）' },
    { type: 'divider' },
    { key: LOGOUT_KEY, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === LOGOUT_KEY) {
      // the product's confirm: title 提示, 确定 / 取消 (product-spec §8)
      confirm({
        content: '确定退出登录吗？',
        onOk: async () => {
          await root.logout();
          message.success('已退出登录');
          navigate(PATHS.login, { replace: true });
        },
      });
      return;
    }
    if (key === ALARM_VOICE_KEY) {
      root.alarmVoice.toggle();
      message.success(root.alarmVoice.voiceOn ? '已开启报警声音' : '已关闭报警声音');
      return;
    }
    const theme = key.slice(THEME_KEY_PREFIX.length);
    if (key.startsWith(THEME_KEY_PREFIX) && isThemeName(theme)) {
      root.theme.setTheme(theme);
      message.success(`已切换为${THEMES[theme].label}主题`);
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" icon={<UserOutlined />} aria-label={`当前用户 ${user.nickName || user.userName}`}>
        {user.nickName || user.userName} <DownOutlined />
      </Button>
    </Dropdown>
  );
});
