import { z } from 'zod';

/** Messages of the request shapes every module shares. */
export const REQUEST_MESSAGES = {
  /** A body or query that is not an object at all: only a hand-made request sends one. */
  badRequest: '요청 형식이 올바르지 않습니다.',
  /** A search box's text that is not one text (e.g. a repeated `q=` key). */
  badSearch: '검색어가 올바르지 않습니다.',
} as const;

// Every error the API sends has this shape; `message` is Korean and safe to show.
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Why, for a client to act on without matching the message (e.g. AUTH_REFUSALS.blocked). */
  result: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** A positive integer id arriving as a string in a path or query. */
/**
 * The updatedAt an edit form loaded its record with (null: the record was never saved), sent back
 * with the save: a save over a change made since is refused with 409, instead of silently putting
 * back what another admin changed. Optional, for callers that do not guard.
 */
export const loadedVersionSchema = z.string({ error: REQUEST_MESSAGES.badRequest }).max(40, REQUEST_MESSAGES.badRequest).nullable().optional();

export const idParamSchema = z.coerce
  .number({ error: '올바른 번호가 아닙니다.' })
  .int('올바른 번호가 아닙니다.')
  .positive('올바른 번호가 아닙니다.')
  .max(2_147_483_647, '올바른 번호가 아닙니다.');
