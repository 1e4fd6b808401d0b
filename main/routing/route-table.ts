/**
 * The shell's route table with the spec's meta (product-spec §2, §6): one module drives the
 * router, the guard, the layout and page history. Sub-app routes (`/car/*` ...) are not listed:
 * they come from the role's platform list.
 */
export interface RouteMeta {
  /** menu id that permits the page (product-spec §9 route ids), when it has one */
  id?: number;
  title: string;
  /** the guard lets the page through without a login */
  ignoreAuth: boolean;
  /** the header is shown around the page */
  showLayout: boolean;
  /** a page of the shell itself (not a sub-app); its history is kept under the shell's name */
  main: boolean;
}

export interface ShellRoute {
  path: string;
  meta: RouteMeta;
  /** routes that only forward somewhere else */
  redirect?: string;
}

export const PATHS = {
  reload: '/reload',
  root: '/',
  checkLogin: '/checkLogin',
  home: '/home',
  center: '/center',
  notice: '/center/notice',
  security: '/center/security',
  download: '/center/download',
  detail: '/center/detail',
  alarmSetting: '/center/alarmSetting',
  alarmPush: '/center/alarmPush',
  health: '/center/health',
  assistantSetting: '/center/assistant',
  notFound: '/404',
  login: '/login',
} as const;

/** The history name of the shell's own pages. */
export const SHELL_SYSTEM_NAME = 'main';

const page = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  ignoreAuth: false,
  showLayout: true,
  main: true,
  ...extra,
});

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: PATHS.reload, meta: page('重新加载', { showLayout: false }) },
  { path: PATHS.root, meta: page('首页', { ignoreAuth: true }), redirect: PATHS.home },
  { path: PATHS.checkLogin, meta: page('登录检查', { showLayout: false }) },
  { path: PATHS.home, meta: page('首页', { ignoreAuth: true }) },
  { path: PATHS.center, meta: page('系统中心', { ignoreAuth: true }), redirect: PATHS.notice },
  { path: PATHS.notice, meta: page('站内消息', { id: 4002, ignoreAuth: true }) },
  { path: PATHS.security, meta: page('安全中心', { id: 4001, ignoreAuth: true }) },
  { path: PATHS.download, meta: page('下载中心', { id: 1601, ignoreAuth: true }) },
  { path: PATHS.detail, meta: page('公告详情', { id: 1601, ignoreAuth: true }) },
  { path: PATHS.alarmSetting, meta: page('报警设置', { id: 400301, ignoreAuth: true }) },
  { path: PATHS.alarmPush, meta: page('推送设置', { id: 400302, ignoreAuth: true }) },
  { path: PATHS.health, meta: page('健康设置', { id: 400303, ignoreAuth: true }) },
  // no resource id: operators only (the user type, checked again by the server on save)
  { path: PATHS.assistantSetting, meta: page('智能助手设置', { ignoreAuth: true }) },
  { path: PATHS.notFound, meta: page('404') },
  { path: PATHS.login, meta: page('登录', { showLayout: false }) },
];

/** Trailing slashes do not make another route (`/home/` is `/home`). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findShellRoute(pathname: string): ShellRoute | undefined {
  const path = normalizePath(pathname);
  return SHELL_ROUTES.find((route) => route.path === path);
}

/** The first path segment: `/car/monitor` → `car`. */
export function firstSegment(pathname: string): string {
  return normalizePath(pathname).split('/')[1] ?? '';
}

/** The centre pages, in the order of the centre's side menu. */
export const CENTER_PATHS = [
  PATHS.notice,
  PATHS.security,
  PATHS.download,
  PATHS.alarmSetting,
  PATHS.alarmPush,
  PATHS.health,
  PATHS.assistantSetting,
] as const;
