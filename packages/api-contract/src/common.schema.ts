import { IdSchema, PaginationQuerySchema } from '@crm/domain';
import { z } from 'zod';

/** Every error answer: a message, and for bad input the problem of each field. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** ':id' in a path. A malformed id answers 404, like an unknown one. */
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export { PaginationQuerySchema };

/** `{ <plural>: [...], total }`, the shape of every list answer. */
export function listResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), total: z.number().int().min(0) } as {
    [P in K]: z.ZodArray<T>;
  } & {
    total: z.ZodNumber;
  });
}

/**
 * A list whose total is a count of matches, stopped at the cap (countCap in domain: 1,000 rows,
 * or the end of the page asked for): `totalIsAtLeast: true` when more rows match than `total`
 * says, and the pager reads 'Page 1 of 50+'. Below the cap the total is exact and the flag is
 * left out (false means the same).
 */
export function cappedListResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return listResponseSchema(key, item).extend({ totalIsAtLeast: z.boolean().optional() });
}

/** An optional id filter in a query string: blank means no filter. */
export const OptionalIdQuerySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  IdSchema.optional(),
);
