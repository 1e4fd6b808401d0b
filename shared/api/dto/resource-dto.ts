import * as z from 'zod/mini';

/** Resource type 3 is a button permission; any other type is a menu (product-spec §6). */
export const RESOURCE_TYPE_BUTTON = 3;
export const RESOURCE_TYPE_MENU = 1;

/**
 * One node of the role's resource tree (`newList.json`, version=v4, from=carWeb4). Ids are the
 * spec's: numeric route ids (4002, 1601 ...), sub-app ids (`car`, `card` ...) and button codes.
 * Id 0 is a root wrapper.
 */
export interface ResourceItem {
  id: number | string;
  name: string;
  type: number;
  /** the route or sub-app path a menu opens, when it opens one */
  path?: string | null;
  children?: ResourceItem[] | null;
}

export const resourceItemSchema: z.ZodMiniType<ResourceItem> = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  type: z.number(),
  path: z.optional(z.nullable(z.string())),
  get children() {
    return z.optional(z.nullable(z.array(resourceItemSchema)));
  },
});

export const resourceListSchema = z.array(resourceItemSchema);
