import { describe, expect, it } from 'vitest';
import type { GroupNode } from '@shared/api/dto/group-dto';
import { groupTreeOptions } from '@shared/ui/group-select/group-tree-data';

const node = (groupId: number, parentId: number | null, name: string, online: number, total: number): GroupNode => ({
  groupId,
  parentId,
  name,
  level: 0,
  childCount: 0,
  ownTotal: total,
  online,
  total,
});

describe('group tree options', () => {
  it('nests the flat pre-order list and labels each group with online/total', () => {
    const options = groupTreeOptions([node(1, null, '华东区', 12, 40), node(2, 1, '上海车队', 5, 20), node(3, 1, '杭州车队', 7, 20), node(4, null, '华南区', 0, 3)]);
    expect(options).toEqual([
      {
        value: 1,
        title: '华东区 (12/40)',
        children: [
          { value: 2, title: '上海车队 (5/20)', children: [] },
          { value: 3, title: '杭州车队 (7/20)', children: [] },
        ],
      },
      { value: 4, title: '华南区 (0/3)', children: [] },
    ]);
  });

  it('makes a group whose parent is not visible (a sub-user’s assigned group) a root', () => {
    expect(groupTreeOptions([node(9, 5, '深圳车队', 1, 2)]).map((option) => option.title)).toEqual(['深圳车队 (1/2)']);
  });
});
