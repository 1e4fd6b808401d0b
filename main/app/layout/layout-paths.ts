import { findShellRoute, firstSegment } from '../../routing/route-table';

/**
 * The header is shown only on known layout routes (product-spec §2): shell pages whose meta says
 * so, and the role's sub-apps. Unknown paths and /login, /checkLogin, /reload have no header.
 */
export function isLayoutPath(pathname: string, isSubAppSegment: (segment: string) => boolean): boolean {
  const route = findShellRoute(pathname);
  if (route) return route.meta.showLayout;
  return isSubAppSegment(firstSegment(pathname));
}

/** `urlType=blank` (product-spec §2): a page opened in its own tab (track playback) shows without the shell's layout. */
export function isBlankPage(search: string): boolean {
  return new URLSearchParams(search).get('urlType') === 'blank';
}
