import { App, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { THEMES, THEME_NAMES, isThemeName } from '@shared/theme/themes';
import { useProductConfirm } from '@shared/ui/feedback/use-product-confirm';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import { userMenuTrigger } from './user-menu-trigger';

const LOGOUT_KEY = 'logout';
const ALARM_VOICE_KEY = 'alarmVoice';
const THEME_KEY_PREFIX = 'theme:';

/**
 * The user's menu: 主题切换 (the four themes), 报警声音 and 退出登录. A chunk of its own (antd's
 * Dropdown and Menu are not on the first screen); `initiallyOpen` when the user clicked the
 * trigger before it had loaded.
 */
export const UserMenuDropdown = observer(function UserMenuDropdown({ userName, initiallyOpen }: { userName: string; initiallyOpen: boolean }) {
  const root = useRootStore();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useProductConfirm();
  const [open, setOpen] = useState(initiallyOpen);

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
    setOpen(false);
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
    <Dropdown menu={{ items, onClick }} trigger={['click']} open={open} onOpenChange={setOpen}>
      {userMenuTrigger(userName)}
    </Dropdown>
  );
});
