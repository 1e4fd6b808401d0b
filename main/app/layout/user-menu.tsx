import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../routing/route-table';
import { useRootStore } from '../../context/store-context';
import { userMenuTrigger } from './user-menu-trigger';

// antd's Dropdown and Menu load right after the first render, outside the initial JS (issue 12)
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown').then((m) => ({ default: m.UserMenuDropdown })));

/**
 * 登录 for a visitor; for a user, their name opening the user menu. Until the menu's chunk has
 * arrived the same button stands in, and a click on it opens the menu as soon as it has.
 */
export const UserMenu = observer(function UserMenu() {
  const root = useRootStore();
  const navigate = useNavigate();
  const [clickedEarly, setClickedEarly] = useState(false);
  const user = root.session.user;

  if (!user) {
    return (
      <Button type="primary" onClick={() => navigate(PATHS.login)}>
        登录
      </Button>
    );
  }

  const userName = user.nickName || user.userName;
  return (
    <Suspense fallback={userMenuTrigger(userName, () => setClickedEarly(true))}>
      <UserMenuDropdown userName={userName} initiallyOpen={clickedEarly} />
    </Suspense>
  );
});
