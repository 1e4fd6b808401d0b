import type { AuthContext } from '../auth/auth-context';

/**
 * Which vehicles a caller may see, decided from the session alone: an operator sees every vehicle of
 * their customer; a sub-user only the vehicles in their assigned groups and those groups' descendants.
 */
export interface VehicleScope {
  customerId: number;
  /** the sub-user whose group assignment limits the scope; null for an operator */
  restrictedToUserId: number | null;
}

export function vehicleScopeOf(auth: AuthContext): VehicleScope {
  return { customerId: auth.customerId, restrictedToUserId: auth.userType === 'sub' ? auth.userId : null };
}

/** Named parameters the scope fragment reads. */
export interface ScopeParams {
  customerId: number;
  scopeUserId: number;
}

/**
 * SQL conditions on `v` (vehicles). Not correlated with the outer row, so SQLite computes the set of
 * permitted group ids once and then walks the vehicles_group index.
 */
export function scopeCondition(scope: VehicleScope): string {
  const customer = 'v.customer_id = @customerId';
  if (scope.restrictedToUserId === null) return customer;
  return `${customer} AND v.group_id IN (
    SELECT g.id FROM user_vehicle_groups ug
    JOIN vehicle_groups ag ON ag.id = ug.group_id
    JOIN vehicle_groups g ON g.customer_id = ag.customer_id AND g.path GLOB ag.path || '*'
    WHERE ug.user_id = @scopeUserId)`;
}

export function scopeParams(scope: VehicleScope): ScopeParams {
  return { customerId: scope.customerId, scopeUserId: scope.restrictedToUserId ?? 0 };
}
