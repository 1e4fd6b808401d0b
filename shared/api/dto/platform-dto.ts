import * as z from 'zod/mini';

/**
 * A sub-application entry (product-spec §3) from `getPlatformByRoleId.json`. `systemId` is the
 * spec's id (`car`, `card` ...), which is also the menu id that permits it and the wujie name.
 */
export const subAppEntrySchema = z.object({
  platformId: z.number(),
  systemId: z.string(),
  name: z.string(),
  title: z.string(),
  path: z.string(),
  productionEntry: z.string(),
  developmentEntry: z.string(),
  icon: z.string(),
  iconfont: z.string(),
  /** year-month, e.g. 2024-05 */
  created: z.string(),
  enabled: z.boolean(),
});
export type SubAppEntry = z.infer<typeof subAppEntrySchema>;

export const subAppListSchema = z.array(subAppEntrySchema);
