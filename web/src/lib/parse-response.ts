import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { loadSchema } from './lazy-schema.ts';

/**
 * Checks a response against its shared schema, so a contract drift shows as one clear
 * Korean error instead of a screen that breaks somewhere later.
 */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(200, '서버로부터 예상하지 못한 응답을 받았습니다.', data);
  return result.data;
}

/** parseResponse with the schema loaded beside the request (lazy-schema.ts), not before it. */
export async function parseLoaded<S extends z.ZodType>(load: () => Promise<S>, request: Promise<unknown>): Promise<z.infer<S>> {
  const [schema, data] = await Promise.all([loadSchema(load), request]);
  return parseResponse(schema, data);
}
