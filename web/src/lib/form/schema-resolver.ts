import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { loadSchema } from '../lazy-schema.ts';
import { issuesToErrors, type Resolver } from './resolver.ts';

// Forms validate with the same shared zod schemas as the API. Zod is about 38 KB gzip, and a
// form does not need it to be drawn, only to be checked: so the schema and zod load on their
// own, after the page has loaded, and the screen's first download stays small.

export type SchemaResolver<S extends z.ZodType> = Resolver<z.input<S>, z.output<S>>;

export interface LazyResolver<S extends z.ZodType> {
  resolver: SchemaResolver<S>;
  /** Starts loading; a check made before it finishes waits for it. */
  preload: () => Promise<unknown>;
}

export function lazySchemaResolver<S extends z.ZodType>(load: () => Promise<S>): LazyResolver<S> {
  let loaded: Promise<S> | undefined;
  const preload = () =>
    (loaded ??= loadSchema(load).catch((error: unknown) => {
      loaded = undefined; // the next check tries again
      throw error;
    }));
  const resolver: SchemaResolver<S> = async (values) => {
    let schema: S;
    try {
      schema = await preload();
    } catch {
      // The check's code could not load (offline, or a deploy replaced it). The form goes on to
      // the server, which checks it with the same schema and answers in Korean, or fails as any
      // request does offline: the buyer sees a message either way, never a button that does nothing.
      return { values: values as z.output<S>, errors: null };
    }
    const result = await schema.safeParseAsync(values);
    return result.success ? { values: result.data, errors: null } : { values: null, errors: issuesToErrors(result.error.issues) };
  };
  return { resolver, preload };
}

/**
 * Runs `task` once the page has loaded and the browser is idle: what the first paint needs
 * (fonts, the screen's own code and data) is not made to share the line with it.
 */
function afterLoad(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The resolver for a form checked by a shared schema, e.g.
 * `useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.loginRequestSchema))`.
 * The schema loads when the page is idle after loading, or at the first check if that comes sooner.
 */
export function useSchemaResolver<S extends z.ZodType>(load: () => Promise<S>): SchemaResolver<S> {
  const [lazy] = useState(() => lazySchemaResolver(load));
  // A failure shows at the check, which loads again.
  useEffect(() => afterLoad(() => void lazy.preload().catch(() => {})), [lazy]);
  return lazy.resolver;
}
