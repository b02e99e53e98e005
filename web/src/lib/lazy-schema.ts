import type { z } from 'zod';

/**
 * A shared schema loaded on its own, with zod's messages in Korean. Zod is about 38 KB gzip:
 * screens load it beside their first request or after their first paint, not before it.
 * Import the schema's own module (`@store/shared/schemas/auth`), not the `@store/shared` index:
 * a dynamic import of the index would pull every schema into the first bundle.
 */
export async function loadSchema<S extends z.ZodType>(load: () => Promise<S>): Promise<S> {
  const [schema] = await Promise.all([load(), import('@store/shared/zod-locale')]);
  return schema;
}
