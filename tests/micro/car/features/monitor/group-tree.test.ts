import { describe, expect, it } from 'vitest';
import type { FleetData } from '@car/features/monitor/model/fleet-data';
import { buildTreeModel } from '@car/features/monitor/model/group-tree-model';
import { countStates } from '@car/features/monitor/model/state-filter';
import { TreeChecks } from '@car/features/monitor/model/tree-check';
import { countGroups, flattenTree, rowFilter, type TreeRow } from '@car/features/monitor/model/tree-rows';
import { plateKeys, searchTree } from '@car/features/monitor/model/tree-search';
import type { StateTab } from '@car/features/monitor/model/state-filter';
import { GROUPS, fleet as makeFleet } from './fleet-fixture';

function setup() {
  const fleet = makeFleet();
  const model = buildTreeModel(GROUPS, fleet);
  return { fleet, model, keys: plateKeys(fleet) };
}

/** What the user reads in the list: group names and plates, indented by level. */
function lines(rows: readonly TreeRow[], fleet: FleetData): string[] {
  return rows.map((row) => `${'  '.repeat(row.level)}${row.kind === 'group' ? (GROUPS[row.index]?.name ?? '') : fleet.columns.plate[row.index]}`);
}

function view(setupValue: ReturnType<typeof setup>, options: { expanded?: number[]; tab?: StateTab; search?: string } = {}) {
  const { fleet, model, keys } = setupValue;
  const search = options.search ? searchTree(model, fleet, keys, options.search) : null;
  const tab = options.tab ?? 'all';
  const shows = rowFilter(model, fleet, tab, search);
  const counts = countGroups(model, fleet, shows);
  const rows = flattenTree(model, { expanded: new Set(options.expanded ?? []), tab, search, shows, counts });
  return { rows, counts, shows, text: lines(rows, fleet) };
}

describe('the flattened group tree', () => {
  it('shows the roots closed, and an opened group\'s vehicles before its child groups', () => {
    const s = setup();
    expect(view(s).text).toEqual(['总公司']);
    expect(view(s, { expanded: [1, 2, 3] }).text).toEqual([
      '总公司',
      '  华南分公司',
      '    深圳车队',
      '      粤B·10001',
      '      粤B·10002',
      '      粤B·20003',
      '    广州车队',
      '  华东分公司',
    ]);
  });

  it('rolls online/total up to every ancestor (online = online, stationary, online without fix)', () => {
    const s = setup();
    const { counts } = view(s);
    const at = (name: string) => GROUPS.findIndex((group) => group.name === name);
    expect([counts.online[at('深圳车队')], counts.total[at('深圳车队')]]).toEqual([2, 3]);
    expect([counts.online[at('华南分公司')], counts.total[at('华南分公司')]]).toEqual([2, 4]);
    expect([counts.online[at('总公司')], counts.total[at('总公司')]]).toEqual([3, 6]);
  });

  it('a state tab keeps only that state\'s vehicles and drops groups left empty', () => {
    const s = setup();
    expect(view(s, { tab: 'online', expanded: [1, 2, 3, 5, 6] }).text).toEqual([
      '总公司',
      '  华南分公司',
      '    深圳车队',
      '      粤B·10001',
      '  华东分公司',
      '    上海车队',
      '      沪A·40001',
    ]);
    expect(countStates(s.fleet)).toEqual({ all: 6, online: 2, offline: 1, stationary: 1, onlineNoFix: 0, inactive: 1, expired: 1 });
  });
});

describe('search', () => {
  it('finds plates without their separator and opens every ancestor of a match; the rest is hidden', () => {
    const s = setup();
    expect(view(s, { search: 'b2000' }).text).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·20003']);
  });

  it('finds a device number', () => {
    expect(view(setup(), { search: '000000031' }).text).toEqual(['总公司', '  华东分公司', '    上海车队', '      沪A·40001']);
  });

  it('a group matched by name keeps its whole content, closed until opened', () => {
    const s = setup();
    expect(view(s, { search: '广州' }).text).toEqual(['总公司', '  华南分公司', '    广州车队']);
    expect(view(s, { search: '广州', expanded: [4] }).text).toEqual(['总公司', '  华南分公司', '    广州车队', '      粤A·30001']);
  });

  it('a search with no match shows nothing', () => {
    expect(view(setup(), { search: '不存在' }).text).toEqual([]);
  });
});

describe('checking', () => {
  it('checks a closed group\'s every descendant vehicle and marks its parents indeterminate', () => {
    const s = setup();
    const checks = new TreeChecks(s.model, s.fleet);
    const { shows } = view(s);
    const at = (name: string) => GROUPS.findIndex((group) => group.name === name);
    checks.toggleGroup(at('华南分公司'), shows);
    expect(checks.checkedRows().map((row) => s.fleet.columns.plate[row])).toEqual(['粤B·10001', '粤B·10002', '粤B·20003', '粤A·30001']);
    expect(['总公司', '华南分公司', '广州车队', '华东分公司'].map((name) => checks.groupMark(at(name)))).toEqual([
      'indeterminate',
      'checked',
      'checked',
      'unchecked',
    ]);
    checks.toggleGroup(at('华南分公司'), shows);
    expect(checks.checkedCount).toBe(0);
    expect(checks.groupMark(0)).toBe('unchecked');
  });

  it('one vehicle makes its group and ancestors indeterminate; the last one completes them', () => {
    const s = setup();
    const checks = new TreeChecks(s.model, s.fleet);
    checks.setVehicle(4, true);
    expect([checks.groupMark(5), checks.groupMark(4), checks.groupMark(0)]).toEqual(['indeterminate', 'indeterminate', 'indeterminate']);
    checks.setVehicle(5, true);
    expect([checks.groupMark(5), checks.groupMark(4), checks.groupMark(0)]).toEqual(['checked', 'checked', 'indeterminate']);
  });

  it('under a tab, checking a group checks only the vehicles the tree shows', () => {
    const s = setup();
    const checks = new TreeChecks(s.model, s.fleet);
    checks.toggleGroup(0, view(s, { tab: 'online' }).shows);
    expect(checks.checkedRows().map((row) => s.fleet.columns.plate[row])).toEqual(['粤B·10001', '沪A·40001']);
    expect(checks.groupMark(0)).toBe('indeterminate');
  });
});
