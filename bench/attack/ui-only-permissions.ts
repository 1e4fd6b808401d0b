import type { ApiAnswer } from './api-client';
import { chinaDate, chinaTime, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { NO_PERMISSION_USER } from './data-dir';
import { asArray, asNumber, numbersAt, pick } from './json-read';

/**
 * Row 11: permissions enforced only by the UI. `attack-noperm` (created in the database before the
 * server starts, see data-dir.ts) has a role with no menu and no button; it calls the endpoints behind
 * the menus and buttons it lacks. Counted: actions answered with flag 1.
 */

const DAY_MS = 86_400_000;

async function run(ctx: AttackContext): Promise<RowResult> {
  const user = ctx.noPermission;
  const now = Date.now();
  const menus = asArray((await user.get('/car/v1/api/resource/list.json')).obj).length;
  const vehicles = numbersAt((await ctx.operator.get('/car/v1/api/vehicle/listAllVehicles.json')).obj, 'vehicleId');
  const vehicleId = vehicles[0] ?? 1;
  const alarms = await ctx.operator.postJson('/car/v1/accelerate/report/alarm/newQueryAlarm', { startTime: chinaTime(now - 7 * DAY_MS), endTime: chinaTime(now), processedState: 'unprocessed', pageSize: 1 });
  const alarmId = asNumber(pick(asArray(pick(alarms.obj, 'list'))[0], 'alarmId')) ?? 1;

  const actions: { name: string; call: () => Promise<ApiAnswer> }[] = [
    { name: 'start an export (car:export)', call: () => user.postJson('/car/v1/accelerate/export/exportDataReport.json', { reportType: 'vehicleList' }) },
    { name: 'update health thresholds (400303)', call: () => user.postJson('/car/v4/api/health/threshold/updateHealthThreshold.json', { vehicleId, thresholds: { noFixMinutes: 7 } }) },
    { name: 'read the mileage report (data-report)', call: () => user.postJson('/car/v1/accelerate/report/mileage/queryDailyMileage.json', { startDate: chinaDate(now - 6 * DAY_MS), endDate: chinaDate(now) }) },
    { name: 'configure alarm control (400301)', call: () => user.postJson('/car/v4/api/alarm/control/configAlarmControl.json', { items: [{ type: 'sos', enabled: true }] }) },
    { name: 'process an alarm (car:alarm:process)', call: () => user.postJson('/car/v1/api/monitor/processAlarm', { alarmId, processMethod: 'monitoring' }) },
    { name: 'send a command (car:command:send)', call: () => user.postJson('/car/v1/api/command/commandDownBatch.json', { commandCode: 'QUERY_STATUS', vehicleIds: [vehicleId], queueOffline: true }) },
  ];
  const allowed: string[] = [];
  for (const action of actions) {
    const answer = await action.call();
    if (answer.flag === 1) allowed.push(action.name);
  }
  return {
    failures: allowed.length,
    context: [`${NO_PERMISSION_USER}: ${menus} resources, ${actions.length} actions tried`, allowed.length ? `allowed: ${allowed.join(', ')}` : 'all refused'].join('; '),
  };
}

export const uiOnlyPermissionsRow: AttackRow = { id: 11, name: 'permissions enforced only in the UI', budgetMs: 60_000, run };
