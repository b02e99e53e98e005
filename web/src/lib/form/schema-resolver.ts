import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { loadSchema } from '../lazy-schema.ts';
import { issuesToErrors, type Resolver } from './resolver.ts';

// Forms validate with the same shared zod schemas as the API. Zod is about 38 KB gzip, and a
// form does not need it to be drawn, only to be checked: so the schema and zod load on their
// own, once someone starts filling the form in, and the screen's first download stays small.

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

// What counts as starting to fill a form in: a press, a key, or focus arriving anywhere in the page
// (a tap on a field, Tab, or a screen change moving focus to the content).
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` at the first interaction with the page. A form's check is needed only once someone
 * fills it in; loading zod (38 KB) as soon as the page was idle made every visit pay for it, on
 * /login two long tasks (85 and 100–150 ms at Lighthouse's 4× CPU) in the window where a long
 * task delays the page's answer to its first tap.
 */
function onFirstInteraction(task: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

/**
 * The resolver for a form checked by a shared schema, e.g.
 * `useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.loginRequestSchema))`.
 * The schema loads at the first interaction with the page while the form is shown (someone starting
 * to fill it in), or at the first check if that comes sooner.
 */
export function useSchemaResolver<S extends z.ZodType>(load: () => Promise<S>): SchemaResolver<S> {
  const [lazy] = useState(() => lazySchemaResolver(load));
  // A failure shows at the check, which loads again.
  useEffect(() => onFirstInteraction(() => void lazy.preload().catch(() => {})), [lazy]);
  return lazy.resolver;
}
