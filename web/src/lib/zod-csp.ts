/**
 * The store's Content-Security-Policy forbids eval (`script-src 'self'`). Zod, when it builds its
 * first object schema, probes for eval with `new Function("")` and catches the failure, but the
 * browser still reports the probe as a CSP violation (a console issue, which Lighthouse counts
 * against best practices). Zod reads its settings from this global, so set before any schema
 * loads (main.tsx, ahead of the lazily loaded schemas), `jitless` skips the probe; zod then
 * checks with its ordinary code, as it does anyway where eval is refused.
 */
export function keepZodWithinCsp(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
