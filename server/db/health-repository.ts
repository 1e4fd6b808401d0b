import type { HealthThresholdKey, ThresholdTarget } from '@shared/api/dto/health-dto';
import { HEALTH_THRESHOLD_KEYS } from '@shared/api/dto/health-dto';
import type { ThresholdLayer } from '../alarms/threshold-resolution';
import type { Db } from './connection';
import { statementCache } from './statement-cache';
import { scopeCondition, scopeParams, type VehicleScope } from './vehicle-scope';

/** A vehicle, group or customer the caller may see, with the group path its inheritance walks. */
export interface ThresholdOwner {
  target: ThresholdTarget;
  id: number;
  name: string;
  /** materialised group path ('/1/4/17/'): the group itself for a group, the vehicle's group for a vehicle, '' for the customer */
  groupPath: string;
}

export interface HealthRepository {
  /** null when the vehicle or group does not exist or is outside the scope (existence never leaks) */
  findOwner(scope: VehicleScope, target: ThresholdTarget, id: number): ThresholdOwner | null;
  /** the owner's own values, then each ancestor group's, then the customer's: most specific first */
  layers(scope: VehicleScope, owner: ThresholdOwner): ThresholdLayer[];
  /** sets numbers, removes nulls; returns how many values changed */
  update(customerId: number, owner: ThresholdOwner, values: Partial<Record<HealthThresholdKey, number | null>>, userId: number, now: number): number;
}

/** What a sub-user is told about a group above their own: that a value comes from there, not its name. */
export const HIDDEN_GROUP_NAME = '上级分组';

const isKey = (key: string): key is HealthThresholdKey => (HEALTH_THRESHOLD_KEYS as readonly string[]).includes(key);

/** '/1/4/17/' → [17, 4, 1]: the group, then its ancestors. */
export function groupChain(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number).reverse();
}

export function createHealthRepository(db: Db): HealthRepository {
  // the scope fragment differs for operators and sub-users: prepare each shape once
  const prepared = statementCache(db);
  const vehicleOwner = (scope: VehicleScope) =>
    prepared(`SELECT v.id, v.plate AS name, g.path FROM vehicles v JOIN vehicle_groups g ON g.id = v.group_id WHERE ${scopeCondition(scope)} AND v.id = @id`);
  // @scopeUserId = 0 for operators; a sub-user reaches a group when it lies under one of their groups
  const groupOwner = db.prepare(`
    SELECT g.id, g.name, g.path FROM vehicle_groups g
    WHERE g.id = @id AND g.customer_id = @customerId AND (@scopeUserId = 0 OR EXISTS (
      SELECT 1 FROM user_vehicle_groups ug JOIN vehicle_groups ag ON ag.id = ug.group_id
      WHERE ug.user_id = @scopeUserId AND g.path GLOB ag.path || '*'))`);
  const customerName = db.prepare<[number], { name: string }>('SELECT name FROM customers WHERE id = ?');
  const groupsByIds = db.prepare<[string], { id: number; name: string; path: string }>(
    'SELECT id, name, path FROM vehicle_groups WHERE id IN (SELECT value FROM json_each(?))',
  );
  const assignedPaths = db.prepare<[number], { path: string }>(
    'SELECT g.path FROM user_vehicle_groups ug JOIN vehicle_groups g ON g.id = ug.group_id WHERE ug.user_id = ?',
  );
  const values = db.prepare<[number, string, number], { key: string; value: number }>(
    'SELECT key, value FROM health_thresholds WHERE customer_id = ? AND target_type = ? AND target_id = ?',
  );
  const upsert = db.prepare(`
    INSERT INTO health_thresholds (customer_id, target_type, target_id, key, value, updated_by, updated_at)
    VALUES (@customerId, @target, @id, @key, @value, @userId, @now)
    ON CONFLICT (customer_id, target_type, target_id, key) DO UPDATE SET value = excluded.value,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM health_thresholds WHERE customer_id = @customerId AND target_type = @target AND target_id = @id AND key = @key');

  const valuesOf = (customerId: number, target: ThresholdTarget, id: number): ThresholdLayer['values'] => {
    const result: ThresholdLayer['values'] = {};
    for (const row of values.all(customerId, target, id)) if (isKey(row.key)) result[row.key] = row.value;
    return result;
  };

  return {
    findOwner(scope, target, id) {
      if (target === 'customer') {
        const customer = id === scope.customerId ? customerName.get(id) : undefined;
        return customer ? { target, id, name: customer.name, groupPath: '' } : null;
      }
      const row =
        target === 'vehicle'
          ? (vehicleOwner(scope).get({ ...scopeParams(scope), id }) as { id: number; name: string; path: string } | undefined)
          : (groupOwner.get({ ...scopeParams(scope), id }) as { id: number; name: string; path: string } | undefined);
      return row ? { target, id: row.id, name: row.name, groupPath: row.path } : null;
    },

    layers(scope, owner) {
      const layers: ThresholdLayer[] = [];
      if (owner.target === 'vehicle') layers.push({ source: 'vehicle', id: owner.id, name: owner.name, values: valuesOf(scope.customerId, 'vehicle', owner.id) });
      const chain = groupChain(owner.groupPath);
      const groups = new Map(groupsByIds.all(JSON.stringify(chain)).map((group) => [group.id, group]));
      const visiblePaths = scope.restrictedToUserId === null ? null : assignedPaths.all(scope.restrictedToUserId).map((row) => row.path);
      for (const groupId of chain) {
        const group = groups.get(groupId);
        if (!group) continue;
        const visible = visiblePaths === null || visiblePaths.some((path) => group.path.startsWith(path));
        layers.push({ source: 'group', id: visible ? group.id : null, name: visible ? group.name : HIDDEN_GROUP_NAME, values: valuesOf(scope.customerId, 'group', group.id) });
      }
      const customer = customerName.get(scope.customerId);
      layers.push({ source: 'customer', id: scope.customerId, name: customer?.name ?? '', values: valuesOf(scope.customerId, 'customer', scope.customerId) });
      return layers;
    },

    update(customerId, owner, changes, userId, now) {
      return db.transaction(() => {
        let changed = 0;
        for (const [key, value] of Object.entries(changes)) {
          if (!isKey(key) || value === undefined) continue;
          const params = { customerId, target: owner.target, id: owner.id, key };
          changed += value === null ? remove.run(params).changes : upsert.run({ ...params, value, userId, now }).changes;
        }
        return changed;
      })();
    },
  };
}
