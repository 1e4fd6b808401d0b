import { TOAST_DURATION_MS } from '../../constants/limits';

/**
 * The product's toasts (antd's `App` message config, for every app): one at a time, a new one
 * closes the previous (product-spec §4), shown for 3 s (§9).
 */
export const PRODUCT_TOAST_CONFIG = { maxCount: 1, duration: TOAST_DURATION_MS / 1000 } as const;
