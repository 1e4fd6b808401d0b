/**
 * The widget's global name and placement (product-spec §4, §9), apart from the contract's schemas:
 * the widget's first chunk (its launcher) imports only this, so it paints without evaluating zod.
 */

export const ASSISTANT_GLOBAL = 'fleetAssistant';

/** The chat widget sits this far from the right edge (product-spec §9). */
export const ASSISTANT_RIGHT_OFFSET_PX = 30;
/** The shell's tips move into the chat wrapper this long after the widget is up (product-spec §4). */
export const TIP_DOCK_DELAY_MS = 1000;
