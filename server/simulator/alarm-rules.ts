import type { ControlSettings } from '../alarms/control-params';
import { evaluateAlarmRules } from '../alarms/simulated-rules';
import { effectiveThresholds, type ThresholdLayer } from '../alarms/threshold-resolution';
import { prepareAlarmInsert } from '../db/alarm-insert';
import { createAlarmRuleRepository, type RuleVehicleRow, type ThresholdRow } from '../db/alarm-rule-repository';
import { createAlarmSettingsRepository } from '../db/alarm-settings-repository';
import type { Db } from '../db/connection';
import { groupChain } from '../db/health-repository';
import { createPrng, type Prng } from '../seed/prng';

/** Vehicles one pass evaluates; like the movement tick, the fleet is walked in windows. */
export const RULE_BATCH = 2000;

type Values = ThresholdLayer['values'];

/** All threshold values by owner ('customer:target:id'). */
function thresholdOwners(rows: readonly ThresholdRow[]): Map<string, Values> {
  const owners = new Map<string, Values>();
  for (const row of rows) {
    const owner = `${row.customer_id}:${row.target_type}:${row.target_id}`;
    owners.set(owner, { ...owners.get(owner), [row.key]: row.value });
  }
  return owners;
}

/**
 * The simulator's alarm hook: each call evaluates the next window of vehicles against the rules in
 * `server/alarms/simulated-rules.ts` and records what they raise. Returns how many alarms it raised.
 * `limit` bounds one call's work; the simulator calls with small windows and yields in between.
 */
export function createAlarmRaiser(db: Db, prng: Prng = createPrng(0xa1a4)): (now: number, limit?: number) => number {
  const fleet = createAlarmRuleRepository(db);
  const settings = createAlarmSettingsRepository(db);
  const insert = prepareAlarmInsert(db);
  let cursor = 0;

  return (now, limit = RULE_BATCH) => {
    let rows = fleet.vehiclesAfter(cursor, limit);
    if (rows.length === 0 && cursor > 0) rows = fleet.vehiclesAfter((cursor = 0), limit);
    const first = rows[0];
    const lastRow = rows[rows.length - 1];
    if (!first || !lastRow) return 0;
    cursor = rows.length < limit ? 0 : lastRow.id;

    const lastAlarms = new Map<string, number>();
    for (const row of fleet.latestAlarms(first.id, lastRow.id)) lastAlarms.set(`${row.vehicle_id}:${row.type}`, row.last);
    const owners = thresholdOwners(fleet.thresholds());
    const controls = new Map<number, ControlSettings>();
    const controlsOf = (customerId: number) => {
      let found = controls.get(customerId);
      if (!found) controls.set(customerId, (found = settings.controls(customerId)));
      return found;
    };
    const layers = (row: RuleVehicleRow): ThresholdLayer[] => [
      { source: 'vehicle', id: row.id, name: '', values: owners.get(`${row.customer_id}:vehicle:${row.id}`) ?? {} },
      ...groupChain(row.path).map((groupId): ThresholdLayer => ({ source: 'group', id: groupId, name: '', values: owners.get(`${row.customer_id}:group:${groupId}`) ?? {} })),
      { source: 'customer', id: row.customer_id, name: '', values: owners.get(`${row.customer_id}:customer:${row.customer_id}`) ?? {} },
    ];

    let raised = 0;
    db.transaction(() => {
      for (const row of rows) {
        const alarms = evaluateAlarmRules(
          { state: row.state, speed: row.speed, voltage: row.voltage, updatedAt: row.updated_at },
          {
            now,
            controls: controlsOf(row.customer_id),
            thresholds: effectiveThresholds(layers(row)),
            lastAlarmAt: (type) => lastAlarms.get(`${row.id}:${type}`) ?? null,
            random: prng.next,
          },
        );
        for (const alarm of alarms) {
          insert({ customerId: row.customer_id, vehicleId: row.id, ...alarm, lng: row.lng, lat: row.lat, speed: row.speed, createdAt: now });
          raised += 1;
        }
      }
    })();
    return raised;
  };
}
