// Which methods a path of the API answers, for the 405 a known path gives to any other method
// (with Allow, RFC 9110 §15.5.6): "not found" for PUT /api/items would say the address is wrong
// when only the method is.

interface RegisteredRoute {
  method: string;
  path: string;
}

/** Hono's path pattern as a regular expression: `:name`, `:name{regex}`, `*`. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^:\w+(?:\{(.+)\})?(\?)?$/.exec(segment);
      if (param) return `(?:${param[1] ?? '[^/]+'})`;
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * A lookup over `routes` (a router's `routes`, read once they are all registered) mounted at
 * `base`: the methods whose routes match a request path, HEAD with GET. Middleware (`ALL`) is no
 * route of its own.
 */
export function allowedMethods(routes: RegisteredRoute[], base: string): (path: string) => string[] {
  let table: { pattern: RegExp; method: string }[] | undefined;
  return (path) => {
    table ??= routes.filter((r) => r.method !== 'ALL').map((r) => ({ pattern: patternOf(base + r.path), method: r.method }));
    const methods = new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
