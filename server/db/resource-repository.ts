import type { ResourceItem } from '@shared/api/dto/resource-dto';
import type { Db } from './connection';

interface ResourceRow {
  id: string;
  parent_id: string | null;
  name: string;
  type: number;
  path: string | null;
}

/** The root wrapper of the tree (product-spec §3: id 0 is a root wrapper). */
export const ROOT_RESOURCE_ID = 0;
export const ROOT_RESOURCE_NAME = '全部';
/** Neither a menu (1) nor a button (3): the wrapper opens nothing and grants nothing. */
export const ROOT_RESOURCE_TYPE = 0;

export interface ResourceRepository {
  /** the role's permitted resources as one tree under the id-0 wrapper */
  treeForRole(roleId: number): ResourceItem;
  /** the same resources without nesting, parents before children */
  flatForRole(roleId: number): ResourceItem[];
}

/** Route ids are numbers in the contract (4002, 1601 ...); sub-app ids and button codes are strings. */
function publicId(id: string): number | string {
  return /^\d+$/.test(id) ? Number(id) : id;
}

function toItem(row: ResourceRow): ResourceItem {
  return { id: publicId(row.id), name: row.name, type: row.type, path: row.path, children: [] };
}

/**
 * Nests the permitted rows. A resource whose parent the role lacks is dropped rather than promoted:
 * a button of a sub-app the role cannot open grants nothing.
 */
function buildTree(rows: readonly ResourceRow[]): ResourceItem {
  const root: ResourceItem = { id: ROOT_RESOURCE_ID, name: ROOT_RESOURCE_NAME, type: ROOT_RESOURCE_TYPE, path: null, children: [] };
  const items = new Map(rows.map((row) => [row.id, toItem(row)]));
  for (const row of rows) {
    const item = items.get(row.id);
    const parent = row.parent_id === null ? root : items.get(row.parent_id);
    if (item && parent) parent.children?.push(item);
  }
  return root;
}

function flatten(item: ResourceItem, into: ResourceItem[]): ResourceItem[] {
  for (const child of item.children ?? []) {
    into.push({ id: child.id, name: child.name, type: child.type, path: child.path });
    flatten(child, into);
  }
  return into;
}

export function createResourceRepository(db: Db): ResourceRepository {
  const forRole = db.prepare<[number], ResourceRow>(`
    SELECT r.id, r.parent_id, r.name, r.type, r.path
    FROM role_resources rr JOIN resources r ON r.id = rr.resource_id
    WHERE rr.role_id = ?
    ORDER BY r.sort, r.id`);

  return {
    treeForRole: (roleId) => buildTree(forRole.all(roleId)),
    flatForRole: (roleId) => flatten(buildTree(forRole.all(roleId)), []),
  };
}
