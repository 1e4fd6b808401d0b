/**
 * Who a sub-app is, the one thing the kit needs to know about it: its id in the shell's platform
 * list (product-spec §1), its platformId (requests carry it), the path the server serves it under
 * (also its router's basename: inside wujie the sandbox keeps the sub-app's own pathname) and the
 * name its standalone login shows.
 */
export interface SubAppIdentity {
  systemId: string;
  platformId: number;
  /** `/apps/<systemId>`, without the trailing slash */
  routeBase: string;
  /** shown under the product name on the standalone login (车辆管理控制台, 数据报表...) */
  title: string;
}
