import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { routeSegmentOf } from '../stores/systems-store';

export interface HeaderNavItem {
  systemId: string;
  title: string;
  /** shell route that opens it, e.g. `/car` */
  to: string;
}

/**
 * Header items: the role's enabled sub-apps whose ids are in the permitted menu (product-spec §2).
 * The server already filters by role; the menu check keeps the header honest if the two disagree.
 */
export function headerNavItems(systems: readonly SubAppEntry[], menuIds: ReadonlySet<string>): HeaderNavItem[] {
  return systems
    .filter((entry) => entry.enabled && menuIds.has(entry.systemId))
    .map((entry) => ({ systemId: entry.systemId, title: entry.title, to: `/${routeSegmentOf(entry)}` }));
}
