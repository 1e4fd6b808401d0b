import type { GroupNode } from '../../api/dto/group-dto';

export interface GroupTreeOption {
  value: number;
  title: string;
  children: GroupTreeOption[];
}

/** '华东区 (12/40)': a group with its online and total counts, descendants included. */
export function groupLabel(node: GroupNode): string {
  return `${node.name} (${node.online}/${node.total})`;
}

/**
 * The flat pre-order list the server sends (a parent before its children) as the nested options a
 * tree select takes. A node whose parent is not in the list (a sub-user's assigned group) is a root.
 */
export function groupTreeOptions(groups: readonly GroupNode[]): GroupTreeOption[] {
  const byId = new Map<number, GroupTreeOption>();
  const roots: GroupTreeOption[] = [];
  for (const node of groups) {
    const option: GroupTreeOption = { value: node.groupId, title: groupLabel(node), children: [] };
    byId.set(node.groupId, option);
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(option);
    else roots.push(option);
  }
  return roots;
}
