import { ASSISTANT_GLOBAL } from '@shared/contract/assistant-placement';
import { assistantWidget } from './launcher';

/**
 * The assistant script's entry: like any third-party chat widget it only registers itself; the
 * page (the shell) decides when to mount it, with which config, and what its buttons do.
 */
Reflect.set(window, ASSISTANT_GLOBAL, assistantWidget);
window.dispatchEvent(new CustomEvent(`${ASSISTANT_GLOBAL}:ready`));
