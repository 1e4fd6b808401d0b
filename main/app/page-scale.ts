import { DESIGN_HEIGHT, DESIGN_WIDTH, MIN_SCALE } from '@shared/constants/limits';

/** Page scale against the 1366×768 design (product-spec §2, §9): never above 1, never below 0.5. */
export function computePageScale(width: number, height: number): number {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return 1;
  const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT, 1);
  return Math.max(scale, MIN_SCALE);
}
