/** Platform ids (product-spec §1): the shell is 0, each sub-application has its own. */
export const SHELL_PLATFORM_ID = 0;
/** Default platformId when a system info carries none (product-spec §3, §9). */
export const DEFAULT_PLATFORM_ID = 1;

export interface SubAppDefinition {
  /** the spec's id column, e.g. `car`; also the wujie name and the menu id that permits it */
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly platformId: number;
}

/** The nine sub-applications of product-spec §1, titles in Chinese. */
export const SUB_APPS: readonly SubAppDefinition[] = [
  { id: 'car', title: '智能车联', path: '/car/', platformId: 8 },
  { id: 'card', title: '智能工牌', path: '/card/', platformId: 11 },
  { id: 'system', title: '系统管理', path: '/system/', platformId: 12 },
  { id: 'pet', title: '宠物守护', path: '/pet/', platformId: 13 },
  { id: 'dataCenter', title: '数据中心', path: '/dataCenter/', platformId: 17 },
  { id: 'elec-car', title: '电单车卫士', path: '/elec-car/', platformId: 18 },
  { id: 'data-report', title: '数据报表', path: '/data-report/', platformId: 20 },
  { id: 'elec-lease', title: '电动车租赁', path: '/elec-lease/', platformId: 23 },
  { id: 'elec-gb', title: '新国标', path: '/elec-gb/', platformId: 26 },
];

export const CAR_PLATFORM_ID = 8;
