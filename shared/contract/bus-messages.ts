import * as z from 'zod/mini';
import { resourceItemSchema } from '../api/dto/resource-dto';

/**
 * Sub-app → shell messages (product-spec §4). The names are fixed: existing sub-apps of the
 * platform send them. Each has a typed payload checked at the shell's door.
 */
export const SUB_APP_MESSAGE_NAMES = [
  'goPage',
  'changeClient',
  'updateMenu',
  'showDownList',
  'showVehInfo',
  'getResourceData',
  'changeResourceData',
  'showImage',
  'showInstructions',
] as const;

export type SubAppMessageName = (typeof SUB_APP_MESSAGE_NAMES)[number];

const vehicleIdSchema = z.union([z.number(), z.string().check(z.minLength(1))]);

/** The vehicle dialog's tabs: '' = basic info, 'follow' = live follow (product-spec §2). */
export const VEHICLE_DIALOG_TABS = ['', 'follow'] as const;

/**
 * What the instructions dialog opens on (product-spec §2 "with a dialog type"): `single`, sending to
 * exactly one vehicle (map popup, list row); `batch`, sending to the checked vehicles; `history`,
 * the command records (of the one vehicle when one is given, else of every vehicle).
 */
export const INSTRUCTIONS_DIALOG_TYPES = ['single', 'batch', 'history'] as const;
export type InstructionsDialogType = (typeof INSTRUCTIONS_DIALOG_TYPES)[number];

const instructionsSchema = z
  .object({
    type: z.enum(INSTRUCTIONS_DIALOG_TYPES),
    vehicleIds: z.array(vehicleIdSchema),
  })
  .check(
    z.refine((value) => value.type !== 'single' || value.vehicleIds.length === 1, { message: '单车指令须且只能指定一辆车', path: ['vehicleIds'] }),
    z.refine((value) => value.type !== 'batch' || value.vehicleIds.length > 0, { message: '批量指令至少需要一辆车', path: ['vehicleIds'] }),
  );

export const subAppMessageSchemas = {
  /**
   * open a shell route or another sub-app's page; `newTab` opens it in a new browser tab;
   * `replace` takes the place of the current history entry (a sub-app correcting the address
   * it is shown under, rather than a new visit)
   */
  goPage: z.object({
    path: z.string().check(z.regex(/^\//)),
    query: z.optional(z.record(z.string(), z.string())),
    newTab: z.optional(z.boolean()),
    replace: z.optional(z.boolean()),
  }),
  /** switch the client (customer account) the user is looking at; carries its userId */
  changeClient: z.object({
    userId: z.number(),
    userName: z.optional(z.string()),
  }),
  /** the sub-app changed something that affects menus: the shell reloads the resource list */
  updateMenu: z.object({
    systemId: z.optional(z.string()),
  }),
  /** show the download-list tip (a new export job was queued) */
  showDownList: z.object({
    taskName: z.optional(z.string()),
  }),
  /** open the vehicle info dialog */
  showVehInfo: z.object({
    vehicleId: vehicleIdSchema,
    tab: z.optional(z.enum(VEHICLE_DIALOG_TABS)),
    plate: z.optional(z.string()),
  }),
  /** ask for the role's resource tree; the shell answers with `resourceData` carrying the same requestId */
  getResourceData: z.object({
    requestId: z.string().check(z.minLength(1)),
  }),
  /** replace the shell's resource tree (a sub-app edited permissions) */
  changeResourceData: z.object({
    resources: z.array(resourceItemSchema),
  }),
  /** open the image viewer */
  showImage: z.object({
    urls: z.array(z.string()).check(z.minLength(1)),
    index: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
  /** open the instructions (send commands) dialog for some vehicles */
  showInstructions: instructionsSchema,
} satisfies Record<SubAppMessageName, z.ZodMiniType>;

export type SubAppMessages = { [K in SubAppMessageName]: z.infer<(typeof subAppMessageSchemas)[K]> };

export type SubAppMessage = { [K in SubAppMessageName]: { name: K; payload: SubAppMessages[K] } }[SubAppMessageName];

export function isSubAppMessageName(name: unknown): name is SubAppMessageName {
  return typeof name === 'string' && (SUB_APP_MESSAGE_NAMES as readonly string[]).includes(name);
}

export type MessageCheck = { ok: true; message: SubAppMessage } | { ok: false; reason: string };

/** The shell's door: an unknown name or a payload of the wrong shape is refused with a reason. */
export function checkSubAppMessage(name: unknown, payload: unknown): MessageCheck {
  if (!isSubAppMessageName(name)) return { ok: false, reason: `未知的子应用消息：${String(name)}` };
  const result = subAppMessageSchemas[name].safeParse(payload ?? {});
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.') || '(根)'}: ${issue.message}`).join('; ');
    return { ok: false, reason: `消息 ${name} 的内容不符合约定：${detail}` };
  }
  return { ok: true, message: { name, payload: result.data } as SubAppMessage };
}
