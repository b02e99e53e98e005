import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/** A schema's code could not load: offline, or a deploy has replaced it. */
export const SCHEMA_LOAD_FAILED = '화면을 준비하지 못했습니다. 인터넷 연결을 확인하고 페이지를 새로고침해 주세요.';

/**
 * A shared schema loaded on its own, with zod's messages in Korean. Zod is about 38 KB gzip:
 * screens load it beside their first request or after their first paint, not before it.
 * Import the schema's own module (`@store/shared/schemas/auth`), not the `@store/shared` index:
 * a dynamic import of the index would pull every schema into the first bundle.
 */
export async function loadSchema<S extends z.ZodType>(load: () => Promise<S>): Promise<S> {
  try {
    const [schema] = await Promise.all([load(), import('@store/shared/zod-locale')]);
    return schema;
  } catch {
    // Screens show an ApiError's message as it is; the browser's own import error is English.
    throw new ApiError(0, SCHEMA_LOAD_FAILED, undefined);
  }
}
