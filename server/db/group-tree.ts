import type { GroupNode, GroupTree } from '@shared/api/dto/group-dto';

/** A group row as the tree builder needs it; `path` is the materialised '/1/4/17/'. */
export interface GroupRecord {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
}

/** Vehicles directly in one group, from one aggregate query. */
export interface GroupCount {
  groupId: number;
  total: number;
  online: number;
}

const byName = new Intl.Collator('zh-CN');

/** The group ids on a materialised path, root first: '/1/4/17/' → [1, 4, 17]. */
export function pathIds(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

/**
 * Builds the caller's tree from the visible groups and the per-group counts: counts roll up along
 * each group's path (every visible ancestor gets the group's vehicles), so N groups cost one pass
 * over the counts, not N queries. A visible group whose parent is not visible is a root: that is how
 * a sub-user's tree starts at their assigned groups. Output is pre-order, siblings by name.
 */
export function buildGroupTree(groups: readonly GroupRecord[], counts: readonly GroupCount[]): GroupTree {
  const nodes = new Map<number, GroupNode>();
  for (const group of groups) {
    nodes.set(group.id, { groupId: group.id, parentId: group.parentId, name: group.name, level: 0, childCount: 0, ownTotal: 0, online: 0, total: 0 });
  }
  const pathOf = new Map(groups.map((group) => [group.id, group.path]));
  let online = 0;
  let total = 0;
  for (const count of counts) {
    const path = pathOf.get(count.groupId);
    if (path === undefined) continue; // a group outside the caller's tree
    const own = nodes.get(count.groupId);
    if (own) own.ownTotal += count.total;
    for (const ancestorId of pathIds(path)) {
      const node = nodes.get(ancestorId);
      if (!node) continue;
      node.total += count.total;
      node.online += count.online;
    }
    online += count.online;
    total += count.total;
  }

  const children = new Map<number | null, GroupNode[]>();
  for (const node of nodes.values()) {
    if (node.parentId !== null && !nodes.has(node.parentId)) node.parentId = null;
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  for (const siblings of children.values()) siblings.sort((a, b) => byName.compare(a.name, b.name) || a.groupId - b.groupId);

  const ordered: GroupNode[] = [];
  // iterative pre-order walk: deep trees must not hit the call-stack limit
  const stack: { node: GroupNode; level: number }[] = [...(children.get(null) ?? [])].reverse().map((node) => ({ node, level: 0 }));
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) break;
    const kids = children.get(entry.node.groupId) ?? [];
    entry.node.level = entry.level;
    entry.node.childCount = kids.length;
    ordered.push(entry.node);
    for (let i = kids.length - 1; i >= 0; i -= 1) {
      const kid = kids[i];
      if (kid) stack.push({ node: kid, level: entry.level + 1 });
    }
  }
  return { groups: ordered, online, total };
}
