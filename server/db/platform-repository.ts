import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import type { Db } from './connection';

interface SubAppRow {
  system_id: string;
  platform_id: number;
  title: string;
  path: string;
  icon: string;
  iconfont: string;
  created: string;
  dev_port: number;
  enabled: number;
}

export interface PlatformRepository {
  /** the sub-apps a role may open: those whose menu (id = the sub-app id) the role holds */
  listForRole(roleId: number): SubAppEntry[];
}

/**
 * Entries are paths on the same origin in production (`/apps/<id>/`, served by this server or the
 * platform's gateway) and each sub-app's own dev server in development.
 */
function toEntry(row: SubAppRow): SubAppEntry {
  return {
    platformId: row.platform_id,
    systemId: row.system_id,
    name: row.system_id,
    title: row.title,
    path: row.path,
    productionEntry: `/apps/${row.system_id}/`,
    developmentEntry: `http://localhost:${row.dev_port}/apps/${row.system_id}/`,
    icon: row.icon,
    iconfont: row.iconfont,
    created: row.created,
    enabled: row.enabled === 1,
  };
}

export function createPlatformRepository(db: Db): PlatformRepository {
  const forRole = db.prepare<[number], SubAppRow>(`
    SELECT s.system_id, s.platform_id, s.title, s.path, s.icon, s.iconfont, s.created, s.dev_port, s.enabled
    FROM sub_apps s JOIN role_resources rr ON rr.resource_id = s.system_id
    WHERE rr.role_id = ?
    ORDER BY s.sort`);
  return { listForRole: (roleId) => forRole.all(roleId).map(toEntry) };
}
