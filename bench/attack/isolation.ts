import type { ApiAnswer, ApiClient } from './api-client';
import { chinaDate, chinaTime, sleep, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { subUserScope, type UserScope } from './data-dir';
import { asArray, asNumber, asString, numbersAt, pick } from './json-read';

/**
 * Row 1: the sub-user `demo-sub` asks for data outside its groups by id: vehicles, groups, alarms,
 * tracks, commands, exports, geocoding by device, help messages, health thresholds. The scope's
 * ground truth comes from the database (assigned groups, their descendants, their vehicles), never
 * from the API under test. The seed has one customer only, so there is no cross-customer probe.
 */

const DAY_MS = 86_400_000;
const SAMPLE = 5;

interface Foreign {
  vehicleIds: number[];
  plates: Map<number, string>;
  deviceNos: Map<number, string>;
  groupIds: number[];
  alarmIds: number[];
  trackVehicleId: number | null;
  batchId: number | null;
  deliveryIds: number[];
  exportId: number | null;
  messageIds: number[];
  operatorRoleId: number | null;
}

interface Probe {
  name: string;
  /** true when the answer carries data outside the caller's scope */
  leaks(): Promise<boolean>;
}

function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]).filter((item): item is T => item !== undefined);
}

function vehicleIdsIn(answer: ApiAnswer, path: string): number[] {
  return asArray(pick(answer.obj, path)).flatMap((row) => {
    const id = asNumber(pick(row, 'vehicleId'));
    return id === null ? [] : [id];
  });
}

async function waitExportDone(client: ApiClient, id: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const page = await client.postJson('/car/v1/accelerate/export/listExportRecord.json', { pageNum: 1, pageSize: 20 });
    const record = asArray(pick(page.obj, 'list')).find((row) => asNumber(pick(row, 'id')) === id);
    const status = asString(pick(record, 'status'));
    if (status === 'done' || status === 'failed') return;
    await sleep(300);
  }
}

/** What the operator can see and the sub-user must not: found through the operator's own answers. */
async function collectForeign(operator: ApiClient, scope: UserScope, now: number): Promise<Foreign> {
  const all = await operator.get('/car/v1/api/vehicle/listAllVehicles.json');
  const ids = numbersAt(all.obj, 'vehicleId');
  // the list sends its plates as one string, a line each (vehicleListWireSchema)
  const plates = (asString(pick(all.obj, 'plates')) ?? '').split('\n');
  const foreignAll = ids.filter((id) => !scope.vehicleIds.has(id));
  const vehicleIds = spread(foreignAll, SAMPLE);
  const plateOf = new Map<number, string>();
  ids.forEach((id, index) => {
    const plate = asString(plates[index]);
    if (plate && vehicleIds.includes(id)) plateOf.set(id, plate);
  });
  const deviceNos = new Map<number, string>();
  for (const id of vehicleIds) {
    const detail = await operator.get('/car/v1/api/vehicle/getVehicle.json', { vehicleId: id });
    const deviceNo = asString(pick(detail.obj, 'deviceNo'));
    if (deviceNo) deviceNos.set(id, deviceNo);
  }

  const tree = await operator.get('/car/v1/api/group/getGroupTree.json');
  const groups = asArray(pick(tree.obj, 'groups'));
  const foreignGroups = groups.flatMap((group) => {
    const id = asNumber(pick(group, 'groupId'));
    return id !== null && !scope.groupIds.has(id) ? [{ id, childCount: asNumber(pick(group, 'childCount')) ?? 0, total: asNumber(pick(group, 'total')) ?? 0 }] : [];
  });
  const leaf = foreignGroups.filter((group) => group.childCount === 0 && group.total > 0).sort((a, b) => a.total - b.total)[0];
  const groupIds = [...new Set([...(foreignGroups[0] ? [foreignGroups[0].id] : []), ...(leaf ? [leaf.id] : []), ...spread(foreignGroups, 3).map((group) => group.id)])];

  const range = { startTime: chinaTime(now - 30 * DAY_MS), endTime: chinaTime(now) };
  let alarms = await operator.postJson('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, vehicleIds: foreignAll.slice(0, 1000), processedState: 'unprocessed', pageSize: 20 });
  if (vehicleIdsIn(alarms, 'list').length === 0) alarms = await operator.postJson('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, vehicleIds: foreignAll.slice(0, 1000), pageSize: 20 });
  const alarmIds = spread(asArray(pick(alarms.obj, 'list')).flatMap((row) => {
    const id = asNumber(pick(row, 'alarmId'));
    return id === null ? [] : [id];
  }), SAMPLE);

  let trackVehicleId: number | null = null;
  for (const id of foreignAll.slice(0, 60)) {
    const track = await operator.get('/car/v1/api/track/queryTrack.json', { vehicleId: id, startTime: chinaTime(now - 3 * DAY_MS), endTime: chinaTime(now) });
    if (asArray(pick(track.obj, 'points.time')).length > 0) {
      trackVehicleId = id;
      break;
    }
  }

  const target = vehicleIds[0];
  let batchId: number | null = null;
  let deliveryIds: number[] = [];
  if (target !== undefined) {
    const sent = await operator.postJson('/car/v1/api/command/commandDownBatch.json', { commandCode: 'QUERY_STATUS', vehicleIds: [target], queueOffline: true });
    batchId = asNumber(pick(sent.obj, 'batchId'));
    if (batchId !== null) {
      const batch = await operator.get('/car/v1/api/command/queryCommandBatch.json', { batchId });
      deliveryIds = asArray(pick(batch.obj, 'list')).flatMap((row) => {
        const id = asNumber(pick(row, 'deliveryId'));
        return id === null ? [] : [id];
      });
    }
  }

  let exportId: number | null = null;
  if (leaf) {
    const started = await operator.postJson('/car/v1/accelerate/export/exportDataReport.json', { reportType: 'vehicleList', groupId: leaf.id });
    exportId = asNumber(pick(started.obj, 'id'));
    if (exportId !== null) await waitExportDone(operator, exportId, 20_000);
  }

  const messages = await operator.get('/car/v1/helpCenter/helpMessage/pageHelpMessage', { kind: 'message', pageSize: 50 });
  const messageIds = asArray(pick(messages.obj, 'list')).flatMap((row) => {
    const id = asNumber(pick(row, 'id'));
    return id === null ? [] : [id];
  });
  const me = await operator.get('/car/v1/api/user/getUser.json');
  return { vehicleIds, plates: plateOf, deviceNos, groupIds, alarmIds, trackVehicleId, batchId, deliveryIds, exportId, messageIds, operatorRoleId: asNumber(pick(me.obj, 'roleId')) };
}

function probes(sub: ApiClient, scope: UserScope, foreign: Foreign, now: number): Probe[] {
  const outside = (ids: readonly number[]): boolean => ids.some((id) => !scope.vehicleIds.has(id));
  const flagOne = (answer: ApiAnswer): boolean => answer.flag === 1;
  const days = { startDate: chinaDate(now - 6 * DAY_MS), endDate: chinaDate(now), pageSize: 100 };
  const range = { startTime: chinaTime(now - 30 * DAY_MS), endTime: chinaTime(now), pageSize: 100 };
  const list: Probe[] = [];

  for (const id of foreign.vehicleIds) {
    list.push({ name: `getVehicle ${id}`, leaks: async () => flagOne(await sub.get('/car/v1/api/vehicle/getVehicle.json', { vehicleId: id })) });
    list.push({ name: `getHealthThreshold vehicle ${id}`, leaks: async () => flagOne(await sub.get('/car/v4/api/health/threshold/getHealthThreshold.json', { vehicleId: id })) });
    const deviceNo = foreign.deviceNos.get(id);
    const plate = foreign.plates.get(id);
    if (deviceNo && plate) {
      list.push({ name: `vehicleVerify ${id}`, leaks: async () => flagOne(await sub.postJson('/car/v4/api/vehicle/vehicleVerify.json', { plate, deviceSuffix: deviceNo.slice(-6) })) });
    }
    if (deviceNo) {
      list.push({
        name: `getGeo mac of ${id}`,
        leaks: async () => {
          const geo = (mac: string) => sub.postJson('/car/v4/api/address/baidu/getGeo.json', { lonAndLatToAddressVOS: [{ lon: 114.05, lat: 22.54, mac, index: 0 }] });
          const refused = asString(pick(asArray((await geo('00000000000000')).obj)[0], 'address'));
          const answered = asString(pick(asArray((await geo(deviceNo)).obj)[0], 'address'));
          return answered !== null && answered !== refused;
        },
      });
    }
  }
  const firstForeign = foreign.vehicleIds[0];
  if (firstForeign !== undefined) {
    list.push({ name: 'updateHealthThreshold foreign vehicle', leaks: async () => flagOne(await sub.postJson('/car/v4/api/health/threshold/updateHealthThreshold.json', { vehicleId: firstForeign, thresholds: { noFixMinutes: 9 } })) });
    list.push({
      name: 'checkCommandDownBatchTer foreign',
      leaks: async () => {
        const check = await sub.postJson('/car/v1/api/command/checkCommandDownBatchTer.json', { commandCode: 'QUERY_STATUS', vehicleIds: foreign.vehicleIds });
        return asArray(pick(check.obj, 'list')).some((row) => asString(pick(row, 'plate')) !== null || (asString(pick(row, 'reasonCode')) ?? 'notFound') !== 'notFound');
      },
    });
    list.push({ name: 'pageCommandRecord vehicleId foreign', leaks: async () => outside(vehicleIdsIn(await sub.get('/car/v1/api/command/pageCommandRecord.json', { vehicleId: firstForeign, pageSize: 100 }), 'list')) });
  }
  list.push({ name: 'pageCommandRecord all', leaks: async () => outside(vehicleIdsIn(await sub.get('/car/v1/api/command/pageCommandRecord.json', { pageSize: 500 }), 'list')) });
  for (const groupId of foreign.groupIds) {
    list.push({ name: `listGroupVehicles ${groupId}`, leaks: async () => flagOne(await sub.get('/car/v1/api/group/listGroupVehicles.json', { groupId, includeDescendants: true })) });
    list.push({ name: `pageVehicle groupId ${groupId}`, leaks: async () => outside(vehicleIdsIn(await sub.get('/car/v1/api/vehicle/pageVehicle.json', { groupId, pageSize: 1000 }), 'list')) });
    list.push({ name: `getHealthThreshold group ${groupId}`, leaks: async () => flagOne(await sub.get('/car/v4/api/health/threshold/getHealthThreshold.json', { groupId })) });
    list.push({ name: `export groupId ${groupId}`, leaks: async () => flagOne(await sub.postJson('/car/v1/accelerate/export/exportDataReport.json', { reportType: 'vehicleList', groupId })) });
    list.push({ name: `newQueryAlarm groupIds ${groupId}`, leaks: async () => outside(vehicleIdsIn(await sub.postJson('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, groupIds: [groupId] }), 'list')) });
    list.push({ name: `queryDailyOnline groupIds ${groupId}`, leaks: async () => outside(vehicleIdsIn(await sub.postJson('/car/v1/accelerate/report/online/queryDailyOnline.json', { ...days, groupIds: [groupId] }), 'list')) });
  }
  list.push({ name: 'pageVehicle all', leaks: async () => outside(vehicleIdsIn(await sub.get('/car/v1/api/vehicle/pageVehicle.json', { pageSize: 1000 }), 'list')) });
  list.push({ name: 'listAllVehicles', leaks: async () => outside(numbersAt((await sub.get('/car/v1/api/vehicle/listAllVehicles.json')).obj, 'vehicleId')) });
  list.push({
    name: 'getGroupTree',
    leaks: async () =>
      asArray(pick((await sub.get('/car/v1/api/group/getGroupTree.json')).obj, 'groups')).some((group) => {
        const id = asNumber(pick(group, 'groupId'));
        return id !== null && !scope.groupIds.has(id);
      }),
  });
  list.push({ name: 'newQueryAlarm vehicleIds foreign', leaks: async () => outside(vehicleIdsIn(await sub.postJson('/car/v1/accelerate/report/alarm/newQueryAlarm', { ...range, vehicleIds: foreign.vehicleIds }), 'list')) });
  list.push({ name: 'queryAlarmDetail vehicleIds foreign', leaks: async () => outside(vehicleIdsIn(await sub.postJson('/car/v1/accelerate/report/alarm/queryAlarmDetail.json', { ...days, vehicleIds: foreign.vehicleIds }), 'list')) });
  list.push({ name: 'queryDailyMileage vehicleIds foreign', leaks: async () => outside(vehicleIdsIn(await sub.postJson('/car/v1/accelerate/report/mileage/queryDailyMileage.json', { ...days, vehicleIds: foreign.vehicleIds }), 'list')) });
  list.push({ name: 'actualTimeAlarmQuery', leaks: async () => outside(vehicleIdsIn(await sub.get('/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json', { sinceAlarmId: 0, limit: 50 }), 'list')) });
  if (foreign.alarmIds.length > 0) {
    list.push({
      name: 'processAlarm foreign alarms',
      leaks: async () => {
        const answer = await sub.postJson('/car/v1/api/monitor/processAlarm', { alarmIds: foreign.alarmIds, processMethod: 'falseAlarm' });
        return (asNumber(pick(answer.obj, 'processed')) ?? 0) + (asNumber(pick(answer.obj, 'alreadyProcessed')) ?? 0) > 0;
      },
    });
  }
  const trackVehicle = foreign.trackVehicleId;
  if (trackVehicle !== null) {
    list.push({ name: `queryTrack ${trackVehicle}`, leaks: async () => flagOne(await sub.get('/car/v1/api/track/queryTrack.json', { vehicleId: trackVehicle, startTime: chinaTime(now - 3 * DAY_MS), endTime: chinaTime(now) })) });
  }
  const batchId = foreign.batchId;
  if (batchId !== null) list.push({ name: `queryCommandBatch ${batchId}`, leaks: async () => flagOne(await sub.get('/car/v1/api/command/queryCommandBatch.json', { batchId })) });
  if (foreign.deliveryIds.length > 0) {
    list.push({ name: 'retryCommand foreign deliveries', leaks: async () => flagOne(await sub.postJson('/car/v1/api/command/retryCommand.json', { deliveryIds: foreign.deliveryIds, queueOffline: true })) });
  }
  const exportId = foreign.exportId;
  if (exportId !== null) {
    const isFile = (answer: ApiAnswer): boolean => answer.status === 200 && answer.flag === null && answer.body.length > 0;
    list.push({ name: `download POST ${exportId}`, leaks: async () => isFile(await sub.postJson('/car/v1/accelerate/export/download.json', { id: exportId })) });
    list.push({ name: `download GET ${exportId}`, leaks: async () => isFile(await sub.get('/car/v1/accelerate/export/download.json', { id: exportId, sessionId: sub.sessionId ?? '' })) });
    list.push({
      name: 'listExportRecord',
      leaks: async () => numbersAtList(await sub.postJson('/car/v1/accelerate/export/listExportRecord.json', { pageNum: 1, pageSize: 100 }), 'id').includes(exportId),
    });
  }
  for (const id of spread(foreign.messageIds, 3)) {
    list.push({ name: `getHelpMessage ${id}`, leaks: async () => flagOne(await sub.get('/car/v1/helpCenter/helpMessage/getHelpMessage', { id })) });
  }
  if (foreign.messageIds.length > 0) {
    list.push({ name: 'markRead foreign messages', leaks: async () => (asNumber(pick((await sub.postJson('/car/v1/helpCenter/helpMessage/markRead', { ids: foreign.messageIds })).obj, 'marked')) ?? 0) > 0 });
    list.push({
      name: 'pageHelpMessage',
      leaks: async () => numbersAtList(await sub.get('/car/v1/helpCenter/helpMessage/pageHelpMessage', { pageSize: 100 }), 'id').some((id) => foreign.messageIds.includes(id)),
    });
  }
  const roleId = foreign.operatorRoleId;
  if (roleId !== null) list.push({ name: `getPlatformByRoleId ${roleId}`, leaks: async () => flagOne(await sub.get('/car/v1/api/platform/getPlatformByRoleId.json', { roleId })) });
  return list;
}

function numbersAtList(answer: ApiAnswer, field: string): number[] {
  return asArray(pick(answer.obj, 'list')).flatMap((row) => {
    const id = asNumber(pick(row, field));
    return id === null ? [] : [id];
  });
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const now = Date.now();
  const scope = subUserScope(ctx.dataDir, 'demo-sub');
  const foreign = await collectForeign(ctx.operator, scope, now);
  const leaked: string[] = [];
  const errors: string[] = [];
  const list = probes(ctx.sub, scope, foreign, now);
  for (const probe of list) {
    try {
      if (await probe.leaks()) leaked.push(probe.name);
    } catch (error) {
      errors.push(`${probe.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const found = `foreign ids: ${foreign.vehicleIds.length} vehicles, ${foreign.groupIds.length} groups, ${foreign.alarmIds.length} alarms, track ${foreign.trackVehicleId ?? '-'}, batch ${foreign.batchId ?? '-'}, export ${foreign.exportId ?? '-'}, ${foreign.messageIds.length} messages`;
  return {
    failures: leaked.length,
    context: [`${list.length} probes as demo-sub (one customer seeded: no cross-customer probe)`, found, leaked.length ? `leaks: ${leaked.join(', ')}` : '', errors.length ? `errors: ${errors.join('; ')}` : ''].filter(Boolean).join('; '),
  };
}

export const isolationRow: AttackRow = { id: 1, name: 'isolation probes (sub-user, foreign ids)', budgetMs: 120_000, run };
