import { describe, expect, it } from 'vitest';
import { FleetData, orNull } from '@car/features/monitor/model/fleet-data';
import { buildTreeModel } from '@car/features/monitor/model/group-tree-model';
import { countStates } from '@car/features/monitor/model/state-filter';
import { TreeChecks } from '@car/features/monitor/model/tree-check';
import { GroupStateCounts } from '@car/features/monitor/model/group-state-counts';
import { flattenTree, rowFilter, type TreeRows } from '@car/features/monitor/model/tree-rows';
import { SearchIndexBuilder } from '@car/features/monitor/model/search-index';
import { searchTree } from '@car/features/monitor/model/tree-search';
import type { StateTab } from '@car/features/monitor/model/state-filter';
import type { LiveChanges } from '@shared/api/dto/live-dto';
import { vehicleTableFromColumns } from '../../../../shared/api/dto/vehicle-table-from-columns';
import { GROUPS, VEHICLES, fleetColumns, fleet as makeFleet } from './fleet-fixture';

function setup() {
  const fleet = makeFleet();
  const model = buildTreeModel(GROUPS, fleet);
  const index = new SearchIndexBuilder(fleet);
  // two slices: the index built a part at a time finds the same as one built at once
  index.step(4);
  return { fleet, model, index: index.finish(), groupCounts: new GroupStateCounts(model, fleet) };
}

/** What the user reads in the list: group names and plates, indented by level. */
function lines(rows: TreeRows, fleet: FleetData): string[] {
  return rows.toArray().map((row) => `${'  '.repeat(row.level)}${row.kind === 'group' ? (GROUPS[row.index]?.name ?? '') : fleet.columns.plate.at(row.index)}`);
}

function view(setupValue: ReturnType<typeof setup>, options: { expanded?: number[]; tab?: StateTab; search?: string } = {}) {
  const { fleet, model, index, groupCounts } = setupValue;
  const search = options.search ? searchTree(model, fleet, index, options.search) : null;
  const tab = options.tab ?? 'all';
  const shows = rowFilter(model, fleet, tab, search);
  const counts = groupCounts.counts(tab, search);
  const rows = flattenTree(model, { expanded: new Set(options.expanded ?? []), tab, search, shows, counts });
  return { rows, counts, shows, text: lines(rows, fleet) };
}

/** A live change of one vehicle's state (the other fields as the fixture has them). */
function stateChange(vehicleId: number, state: LiveChanges['state'][number]): LiveChanges {
  return {
    count: 1, vehicleId: [vehicleId], state: [state], lng: [114], lat: [22], speed: [0], direction: [0], accOn: [0], alarm: [0],
    fixTime: [1_768_000_000_000], reportTime: [1_768_000_000_000], stateSince: [1_768_000_000_000], cursor: '1768000001000-11-0', more: false,
  };
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

describe('live ticks', () => {
  it('a state change moves the vehicle between the counts of its group and every ancestor, and between tabs', () => {
    const s = setup();
    const at = (name: string) => GROUPS.findIndex((group) => group.name === name);
    // what the tree showed before the tick (the counts of 全部 are kept between ticks)
    expect(view(s).counts.online[at('深圳车队')]).toBe(2);
    // 粤B·10002 (深圳车队) comes back online
    s.fleet.apply(stateChange(12, 'online'), (row, from, to) => s.groupCounts.move(row, from, to));
    const { counts } = view(s);
    expect([counts.online[at('深圳车队')], counts.total[at('深圳车队')]]).toEqual([3, 3]);
    expect([counts.online[at('总公司')], counts.total[at('总公司')]]).toEqual([4, 6]);
    expect(countStates(s.fleet)).toEqual({ all: 6, online: 3, offline: 0, stationary: 1, onlineNoFix: 0, inactive: 1, expired: 1 });
    expect(view(s, { tab: 'offline', expanded: [1, 2, 3] }).text).toEqual([]);
    expect(view(s, { tab: 'online', expanded: [1, 2, 3] }).text).toEqual([
      '总公司',
      '  华南分公司',
      '    深圳车队',
      '      粤B·10001',
      '      粤B·10002',
      '  华东分公司',
    ]);
  });

  it('a tick writes positions and times in place, a lost fix reads as no position, the next fix as the new one', () => {
    const s = setup();
    const row = s.fleet.rowOf(31) as number;
    const lost: LiveChanges = {
      count: 1, vehicleId: [31], state: ['onlineNoFix'], lng: [null], lat: [null], speed: [0], direction: [0], accOn: [1], alarm: [1],
      fixTime: [null], reportTime: [1_768_000_060_000], stateSince: [1_768_000_060_000], cursor: '1768000060000-31-0', more: false,
    };
    expect(s.fleet.apply(lost)).toEqual([row]);
    const live = s.fleet.live;
    expect([orNull(live.lng[row]), orNull(live.lat[row]), orNull(live.fixTime[row]), live.accOn[row], live.alarm[row]]).toEqual([null, null, null, 1, 1]);
    expect(s.fleet.columns.state[row]).toBe('onlineNoFix');
    const found: LiveChanges = { ...lost, state: ['online'], lng: [121.47], lat: [31.23], speed: [42], direction: [90], fixTime: [1_768_000_120_000] };
    s.fleet.apply(found);
    expect([orNull(live.lng[row]), orNull(live.lat[row]), live.speed[row], live.direction[row], orNull(live.fixTime[row])]).toEqual([121.47, 31.23, 42, 90, 1_768_000_120_000]);
    // the other vehicles keep what the list said
    expect(orNull(live.lng[s.fleet.rowOf(32) as number])).toBe(114.32);
  });

  it('under a search, counts follow the state of the matched vehicles only', () => {
    const s = setup();
    const at = (name: string) => GROUPS.findIndex((group) => group.name === name);
    expect(view(s, { search: '粤B', tab: 'online' }).counts.total[at('深圳车队')]).toBe(1);
    s.fleet.apply(stateChange(13, 'online'), (row, from, to) => s.groupCounts.move(row, from, to));
    const after = view(s, { search: '粤B', tab: 'online' });
    expect([after.counts.online[at('深圳车队')], after.counts.total[at('深圳车队')]]).toEqual([2, 2]);
    expect(after.counts.total[at('华东分公司')]).toBe(0);
  });
});

describe('search', () => {
  it('typing on in a large fleet re-tests only the previous matches and finds what a fresh search finds', () => {
    // 60 vehicles, 2 of them 沪A: '沪A' matches under 1/8 of the fleet, so '沪A4' narrows those two
    const many = [
      ...Array.from({ length: 58 }, (_unused, i) => ({ id: 100 + i, plate: `粤B·${50000 + i}`, deviceNo: `35900000000${1000 + i}`, groupId: 3, state: 'online' as const })),
      { id: 200, plate: '沪A·40001', deviceNo: '358000000000031', groupId: 6, state: 'online' as const },
      { id: 201, plate: '沪A·50002', deviceNo: '358000000000032', groupId: 6, state: 'offline' as const },
    ];
    const fleet = new FleetData(vehicleTableFromColumns(fleetColumns(many)));
    const model = buildTreeModel(GROUPS, fleet);
    const builder = new SearchIndexBuilder(fleet);
    const index = builder.finish();
    const plates = (text: string) => [...(searchTree(model, fleet, index, text)?.matchedRows ?? [])].map((row) => fleet.columns.plate.at(row));
    expect(plates('沪A')).toEqual(['沪A·40001', '沪A·50002']);
    expect(plates('沪A4')).toEqual(['沪A·40001']);
    expect(plates('沪A4')).toEqual(['沪A·40001']);
    expect(plates('粤B·5005')).toHaveLength(8);
    // a province alone is answered from the index by character: the same rows a scan finds
    expect(plates('粤')).toEqual(many.slice(0, 58).map((vehicle) => vehicle.plate));
    expect(plates('沪')).toEqual(['沪A·40001', '沪A·50002']);
    expect(plates('京')).toEqual([]);
    const counts = new GroupStateCounts(model, fleet).counts('all', searchTree(model, fleet, index, '沪A'));
    expect([counts.online[5], counts.total[5]]).toEqual([1, 2]);
  });

  it('narrowing a search (typing on) finds what a fresh search finds', () => {
    const s = setup();
    expect(view(s, { search: '粤' }).text).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10001', '      粤B·10002', '      粤B·20003', '    广州车队', '      粤A·30001']);
    expect(view(s, { search: '粤B' }).text).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10001', '      粤B·10002', '      粤B·20003']);
    expect(view(s, { search: '粤B1' }).text).toEqual(['总公司', '  华南分公司', '    深圳车队', '      粤B·10001', '      粤B·10002']);
    expect(view(s, { search: 'a4' }).text).toEqual(['总公司', '  华东分公司', '    上海车队', '      沪A·40001', '      沪A·40002']);
  });

  it('a search typed again (erased, other searches between) shows what it showed the first time', () => {
    const s = setup();
    const first = view(s, { search: '粤' }).text;
    for (const text of ['沪', 'b2000', '000000031', '粤A', 'a4']) view(s, { search: text });
    expect(view(s, { search: '粤' }).text).toEqual(first);
    expect(view(s, { search: '粤 ' }).text).toEqual(first);
  });

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
    expect([...checks.checkedRows()].map((row) => s.fleet.columns.plate.at(row))).toEqual(['粤B·10001', '粤B·10002', '粤B·20003', '粤A·30001']);
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

  it('with every vehicle shown, a group check counts the vehicles checked before it once', () => {
    const s = setup();
    const checks = new TreeChecks(s.model, s.fleet);
    const at = (name: string) => GROUPS.findIndex((group) => group.name === name);
    checks.setVehicle(0, true);
    checks.toggleGroup(at('华南分公司'), null);
    expect(checks.checkedCount).toBe(4);
    expect([...checks.checkedRows()].map((row) => s.fleet.columns.plate.at(row))).toEqual(['粤B·10001', '粤B·10002', '粤B·20003', '粤A·30001']);
    expect([checks.groupMark(at('华南分公司')), checks.groupMark(0)]).toEqual(['checked', 'indeterminate']);
    checks.toggleGroup(at('华南分公司'), null);
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

  it('with the vehicles listed out of the tree\'s order, a group check marks exactly its own and the list keeps its order', () => {
    // 上海, 广州 and 深圳 vehicles interleaved in the list: a group's vehicles are not one stretch of rows
    const order = [4, 0, 3, 5, 1, 2];
    const fleet = new FleetData(vehicleTableFromColumns(fleetColumns(order.map((i) => VEHICLES[i] as (typeof VEHICLES)[number]))));
    const model = buildTreeModel(GROUPS, fleet);
    const checks = new TreeChecks(model, fleet);
    const at = (name: string) => GROUPS.findIndex((group) => group.name === name);
    checks.toggleGroup(at('华南分公司'), null);
    const plates = (rows: Iterable<number>) => [...rows].map((row) => fleet.columns.plate.at(row));
    expect(plates(checks.checkedRows())).toEqual(['粤B·10001', '粤A·30001', '粤B·10002', '粤B·20003']);
    expect(plates([0, 1, 2, 3, 4, 5].filter((row) => checks.isChecked(row)))).toEqual(['粤B·10001', '粤A·30001', '粤B·10002', '粤B·20003']);
    checks.setVehicle([0, 1, 2, 3, 4, 5].find((row) => fleet.columns.plate.at(row) === '粤A·30001') ?? -1, false);
    expect([checks.groupMark(at('广州车队')), checks.groupMark(at('华南分公司')), checks.checkedCount]).toEqual(['unchecked', 'indeterminate', 3]);
    checks.toggleGroup(at('上海车队'), null);
    expect(plates(checks.checkedRows())).toEqual(['沪A·40001', '粤B·10001', '沪A·40002', '粤B·10002', '粤B·20003']);
  });

  it('under a tab, checking a group checks only the vehicles the tree shows', () => {
    const s = setup();
    const checks = new TreeChecks(s.model, s.fleet);
    checks.toggleGroup(0, view(s, { tab: 'online' }).shows);
    expect([...checks.checkedRows()].map((row) => s.fleet.columns.plate.at(row))).toEqual(['粤B·10001', '沪A·40001']);
    expect(checks.groupMark(0)).toBe('indeterminate');
  });
});

describe('the fleet index', () => {
  it('finds each vehicle by id, and no row for an id it does not have, whether the ids come sorted or not', () => {
    const sorted = makeFleet();
    expect([11, 21, 32].map((id) => sorted.rowOf(id))).toEqual([0, 3, 5]);
    expect([10, 22, 99].map((id) => sorted.rowOf(id))).toEqual([undefined, undefined, undefined]);
    const shuffled = new FleetData(vehicleTableFromColumns({ ...fleetColumns(), vehicleId: [32, 11, 21, 12, 13, 31] }));
    expect([11, 21, 32].map((id) => shuffled.rowOf(id))).toEqual([1, 2, 0]);
    expect(shuffled.rowOf(22)).toBeUndefined();
  });
});
