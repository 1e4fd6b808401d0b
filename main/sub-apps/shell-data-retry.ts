import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@shared/http/api-error';
import type { RootStore } from '../stores/root-store';
import { PATHS } from '../routing/route-table';
import { useRootStore } from '../context/store-context';

export interface ShellDataFailure {
  /** what could not be loaded, in the user's words */
  title: string;
  error: ApiError;
}

/**
 * The header and the home page list the role's sub-apps from two loads: the sub-app list and the
 * menu map. When one failed the user must see that, not an empty header that reads as "no apps".
 */
export function shellDataFailure(root: RootStore): ShellDataFailure | null {
  const systems = root.systems.loadState;
  if (systems.isError && systems.error) return { title: '应用列表加载失败', error: systems.error };
  const permission = root.permission.loadState;
  if (permission.isError && permission.error) return { title: '菜单权限加载失败', error: permission.error };
  return null;
}

/** 重试 for those loads: asks again for whichever failed; a 4010 on the resource list goes to /login (product-spec §4). */
export function useRetryShellData(): () => void {
  const root = useRootStore();
  const navigate = useNavigate();
  return useCallback(() => {
    if (root.systems.loadState.isError) void root.systems.load();
    if (root.permission.loadState.isError) {
      void root.permission.loadResources().then((outcome) => {
        if (outcome === 'session-expired') navigate(PATHS.login, { replace: true });
      });
    }
  }, [root, navigate]);
}
