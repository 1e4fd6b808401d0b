import type { ResourceItem } from '../api/dto/resource-dto';
import type { ThemeName } from '../theme/themes';

/**
 * Shell → sub-app events on the bus: things that change over time. Payloads are plain,
 * serialisable data (never MobX observables: the sub-app lives in another realm).
 */
export interface ShellEvents {
  /** the user's theme changed */
  'shell:theme': { theme: ThemeName };
  /** the session changed (logout = sessionId null) */
  'shell:session': { sessionId: string | null; userId: number | null };
  /**
   * a request of any app answered 4010 (the shell shows its one dialog): stop polling, since every
   * further poll would reopen the dialog the user may have closed; the next `shell:session` with a
   * new sessionId starts it again
   */
  'shell:sessionExpired': { sessionId: string | null };
  /**
   * the client being viewed changed (`changeClient`, or cleared on logout: null): every request now
   * carries its userId, and the sub-app reloads what it shows
   */
  'shell:client': { userId: number | null; userName: string | null };
  /** the answer to `getResourceData` */
  'shell:resourceData': { requestId: string; resources: ResourceItem[] };
  /** the role's resource tree changed (`changeResourceData`, `updateMenu`, a new login): menus and guards follow */
  'shell:resources': { resources: ResourceItem[] };
  /** the shell showed or hid this sub-app (alive apps keep running: pause maps and polling) */
  'shell:visibility': { systemId: string; visible: boolean };
  /** navigate inside the sub-app (alive mode ignores url changes) */
  'shell:navigate': { systemId: string; path: string };
}

export type ShellEventName = keyof ShellEvents;
