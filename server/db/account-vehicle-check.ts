import type { Db } from './connection';
import { plateKey } from './vehicle-repository';
import { scopeCondition, scopeParams, type ScopeParams, type VehicleScope } from './vehicle-scope';

export interface VerifiedVehicle {
  vehicleId: number;
  plate: string;
  groupName: string;
}

export interface AccountVehicleCheck {
  /** the vehicle with this plate whose device number ends with `deviceSuffix`, if the scope may operate it */
  verify(scope: VehicleScope, plate: string, deviceSuffix: string): VerifiedVehicle | null;
}

/**
 * vehicleVerify.json's lookup: by normalised plate (indexed, migration 030), then the device-number
 * suffix, inside the caller's vehicle scope. A vehicle outside the scope looks exactly like a wrong
 * plate, so the check does not reveal which plates exist elsewhere.
 */
interface VehicleMatch {
  id: number;
  plate: string;
  device_no: string;
  group_name: string;
}

export function createAccountVehicleCheck(db: Db): AccountVehicleCheck {
  // scopeCondition only differs between "whole customer" and "restricted to a user's groups"
  const prepare = (restrictedToUserId: number | null) =>
    db.prepare<[ScopeParams & { plateKey: string }], VehicleMatch>(
      // INDEXED BY: without statistics SQLite prefers the customer index and walks the whole fleet
      `SELECT v.id, v.plate, v.device_no, g.name AS group_name
       FROM vehicles v INDEXED BY account_vehicles_plate_key JOIN vehicle_groups g ON g.id = v.group_id
       WHERE v.plate_key = @plateKey AND ${scopeCondition({ customerId: 0, restrictedToUserId })}`,
    );
  const operator = prepare(null);
  const subUser = prepare(0);
  return {
    verify(scope, plate, deviceSuffix) {
      const statement = scope.restrictedToUserId === null ? operator : subUser;
      const rows = statement.all({ ...scopeParams(scope), plateKey: plateKey(plate) });
      const row = rows.find((candidate) => candidate.device_no.endsWith(deviceSuffix));
      return row ? { vehicleId: row.id, plate: row.plate, groupName: row.group_name } : null;
    },
  };
}
