import * as z from 'zod/mini';

/**
 * Fields many endpoints share, with the API's one set of limits. Forms read the same constants
 * (a search box's `maxLength` is `KEYWORD_MAX`), so the client never allows what the server refuses.
 */
export const KEYWORD_MAX = 50;
export const PAGE_NUM_MAX = 1_000_000;

/** A database id as the API speaks it: a whole number from 1. */
export const positiveId = () => z.int().check(z.minimum(1));

/** `pageNum` (first page 1, product-spec §9) and a `pageSize` up to `maxSize`. */
export const pagingFields = (maxSize: number) => ({
  pageNum: z.optional(z.int().check(z.minimum(1), z.maximum(PAGE_NUM_MAX))),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(maxSize))),
});
