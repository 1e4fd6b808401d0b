import type { ResourceItem } from '@shared/api/dto/resource-dto';
import { buildPermissionMaps, filterMenuTree } from '@shared/permission/permission-maps';

/** Access follows the server's resource list (product-spec §6). */

const resources: ResourceItem[] = [
  {
    id: 0,
    name: '根',
    type: 1,
    children: [
      {
        id: 'car',
        name: '智能车联',
        type: 1,
        children: [
          { id: 'car:export', name: '导出', type: 3 },
          {
            id: 4002,
            name: '站内消息',
            type: 2,
            children: [{ id: 'notice:delete', name: '删除消息', type: 3, children: null }],
          },
        ],
      },
      { id: '1601', name: '下载中心', type: 1, children: [] },
      { id: 400301, name: '报警设置', type: 1 },
    ],
  },
  { id: 'vehicle:add', name: '新增车辆', type: 3 },
];

describe('buildPermissionMaps', () => {
  const { menus, buttons } = buildPermissionMaps(resources);

  it('puts type 3 into the button map and every other type into the menu map', () => {
    expect([...buttons.keys()].sort()).toEqual(['car:export', 'notice:delete', 'vehicle:add']);
    expect([...menus.keys()].sort()).toEqual(['1601', '4002', '400301', 'car']);
  });

  it('excludes the root wrapper id 0', () => {
    expect(menus.has('0')).toBe(false);
    expect(buttons.has('0')).toBe(false);
  });

  it('keys numeric and string ids as strings', () => {
    expect(menus.get('4002')?.name).toBe('站内消息');
    expect(menus.get('1601')?.name).toBe('下载中心');
    expect(menus.has(4002 as unknown as string)).toBe(false);
  });

  it('visits nested children, also below a button or a deep menu', () => {
    const deep = buildPermissionMaps([
      { id: 1, name: 'a', type: 1, children: [{ id: 2, name: 'b', type: 1, children: [{ id: 3, name: 'c', type: 1, children: [{ id: 4, name: 'd', type: 3 }] }] }] },
      { id: 5, name: 'e', type: 3, children: [{ id: 6, name: 'f', type: 1 }] },
    ]);
    expect([...deep.menus.keys()].sort()).toEqual(['1', '2', '3', '6']);
    expect([...deep.buttons.keys()].sort()).toEqual(['4', '5']);
  });

  it('keeps the resource item as the map value', () => {
    expect(buttons.get('vehicle:add')).toEqual({ id: 'vehicle:add', name: '新增车辆', type: 3 });
  });

  it('gives empty maps for an empty list', () => {
    const empty = buildPermissionMaps([]);
    expect(empty.menus.size).toBe(0);
    expect(empty.buttons.size).toBe(0);
  });
});

interface Node {
  id: number | string;
  title: string;
  children?: Node[] | null;
}

const ids = (tree: Node[]): unknown[] =>
  tree.map((node) => (node.children && node.children.length > 0 ? { [String(node.id)]: ids(node.children) } : String(node.id)));

const menuTree: Node[] = [
  {
    id: 0,
    title: '根',
    children: [
      { id: 4002, title: '站内消息' },
      { id: 'center', title: '系统中心', children: [{ id: 4001, title: '安全中心' }, { id: 1601, title: '下载中心' }] },
      { id: 'hidden', title: '未授权', children: [{ id: 400301, title: '报警设置' }] },
    ],
  },
  { id: 'car', title: '智能车联' },
  { id: 'pet', title: '宠物守护' },
];

describe('filterMenuTree', () => {
  it.each<[string, string[], unknown[]]>([
    ['everything permitted', ['4002', 'center', '4001', '1601', 'hidden', '400301', 'car', 'pet'], [
      { 0: ['4002', { center: ['4001', '1601'] }, { hidden: ['400301'] }] },
      'car',
      'pet',
    ]],
    ['only permitted ids are kept', ['4002', 'car'], [{ 0: ['4002'] }, 'car']],
    ['an unpermitted parent drops its subtree, even permitted children', ['400301', 'pet'], ['pet']],
    ['a permitted parent keeps only its permitted children', ['center', '1601'], [{ 0: [{ center: ['1601'] }] }]],
    ['a permitted parent with no permitted children stays', ['center'], [{ 0: ['center'] }]],
    ['root 0 without permitted children is dropped', ['car'], ['car']],
    ['nothing permitted', [], []],
  ])('%s', (_name, permitted, expected) => {
    expect(ids(filterMenuTree(menuTree, new Set(permitted)))).toEqual(expected);
  });

  it('accepts the menu map of buildPermissionMaps', () => {
    const { menus } = buildPermissionMaps([{ id: 4002, name: '站内消息', type: 1 }, { id: 'car', name: '智能车联', type: 1 }]);
    expect(ids(filterMenuTree(menuTree, menus))).toEqual([{ 0: ['4002'] }, 'car']);
  });

  it('does not keep 0 because it is in the permitted set: it needs permitted children', () => {
    expect(filterMenuTree<Node>([{ id: 0, title: '根', children: [{ id: 1, title: 'x' }] }], new Set(['0']))).toEqual([]);
    expect(filterMenuTree<Node>([{ id: '0', title: '根', children: null }], new Set(['0']))).toEqual([]);
  });

  it('matches numeric node ids against string keys', () => {
    expect(filterMenuTree([{ id: 1601, title: '下载中心' }], new Set(['1601']))).toHaveLength(1);
  });

  it('does not change the tree it is given', () => {
    const before = structuredClone(menuTree);
    filterMenuTree(menuTree, new Set(['4002']));
    expect(menuTree).toEqual(before);
  });
});
