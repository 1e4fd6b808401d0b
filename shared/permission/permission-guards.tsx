import type { ReactNode } from 'react';
import { usePermissions } from './permission-context';

/**
 * Renders its children only when the role holds the type-3 button permission `code`; otherwise
 * nothing at all (product-spec §6: the element is removed, not disabled). `fallback` is for the
 * rare place that must keep its layout, and is never the guarded action.
 */
export function ButtonPermission({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return usePermissions().hasButton(code) ? children : fallback;
}

/** Renders its children only when the menu id is in the role's menu map (product-spec §6). */
export function MenuPermission({ id, children, fallback = null }: { id: string | number; children: ReactNode; fallback?: ReactNode }) {
  return usePermissions().hasMenu(id) ? children : fallback;
}
