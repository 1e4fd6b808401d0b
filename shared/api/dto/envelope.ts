import * as z from 'zod/mini';

/**
 * The product's response envelope: `flag` (1 = success for most endpoints), a Chinese `msg`,
 * the payload in `obj`, and `code` where the spec says code (absent or 0 = success).
 */
export const envelopeSchema = z.object({
  flag: z.number(),
  msg: z.optional(z.nullable(z.string())),
  obj: z.optional(z.unknown()),
  code: z.optional(z.nullable(z.number())),
});

export interface Envelope<T> {
  flag: number;
  msg?: string | null;
  obj: T;
  code?: number | null;
}

/** A page of rows, as every paged endpoint returns it in `obj`. */
export const pageSchema = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number(),
    pageNum: z.number(),
    pageSize: z.number(),
  });

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
