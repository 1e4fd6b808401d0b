import { toJS } from 'mobx';
import type { SubAppMessages } from '@shared/contract/bus-messages';
import type { RootStore } from '../stores/root-store';
import type { SubAppMessageHandlers } from './bus-door';

export interface ShellActions {
  navigate: (path: string, options?: { replace: boolean }) => void;
  openWindow: (url: string) => void;
  /** the resource list answered 4010: straight to /login (product-spec §4) */
  onSessionExpired: () => void;
}

/** `path` plus `query` as one URL; new tabs also get urlType=blank (product-spec §2). */
export function goPageUrl(payload: SubAppMessages['goPage']): string {
  const params = new URLSearchParams(payload.query ?? {});
  if (payload.newTab) params.set('urlType', 'blank');
  const search = params.toString();
  return search ? `${payload.path}?${search}` : payload.path;
}

/**
 * What the shell does with each sub-app message (product-spec §4), each payload already checked
 * at the door; the dialogs open only for a logged-in user.
 */
export function createShellMessageHandlers(root: RootStore, actions: ShellActions): SubAppMessageHandlers {
  return {
    showVehInfo: ({ vehicleId, tab }) => {
      if (!root.session.loggedIn) {
        console.warn('[总线] 未登录，不打开车辆信息');
        return;
      }
      root.dialogs.openVehicle(vehicleId, tab ?? '');
    },
    getResourceData: ({ requestId }) => {
      root.bus.emit('shell:resourceData', { requestId, resources: toJS(root.permission.resources) });
    },
    goPage: (payload) => {
      const url = goPageUrl(payload);
      if (payload.newTab) actions.openWindow(url);
      else if (payload.replace) actions.navigate(url, { replace: true });
      else actions.navigate(url);
    },
    updateMenu: async () => {
      if ((await root.permission.loadResources()) === 'session-expired') actions.onSessionExpired();
    },
    changeClient: ({ userId, userName }) => {
      if (!root.session.loggedIn) {
        console.warn('[总线] 未登录，不切换客户');
        return;
      }
      // stored first: the sub-apps reload on shell:client, and their requests read the header from storage
      if (!root.client.change(userName === undefined ? { userId } : { userId, userName })) {
        console.warn('[总线] 无法保存切换的客户，请求仍使用原用户');
      }
    },
    changeResourceData: ({ resources }) => {
      // menus, header items and guards read the permission store; sub-apps hear shell:resources
      root.permission.replaceResources(resources);
    },
    showDownList: () => {
      if (!root.session.loggedIn) {
        console.warn('[总线] 未登录，不打开下载列表');
        return;
      }
      root.downloads.openTip();
    },
    showImage: ({ urls, index }) => {
      if (!root.session.loggedIn) {
        console.warn('[总线] 未登录，不打开图片查看');
        return;
      }
      root.dialogs.openImages(urls, index ?? 0);
    },
    showInstructions: ({ type, vehicleIds }) => {
      if (!root.session.loggedIn) {
        console.warn('[总线] 未登录，不打开指令对话框');
        return;
      }
      root.dialogs.openInstructions(type, vehicleIds);
    },
  };
}
