import type { RouteMatch } from 'react-router-dom';

/** `pathname` with runs of slashes as one and no trailing slash ("/" stays "/"). */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * The one address of the screen `matches` found for `pathname` (already collapsed): each static
 * segment spelt as its route declares it (the router matches `/PRODUCTS/1` and `/faq` without
 * regard to case, so without this every spelling is a page of its own to search engines), each
 * parameter as the request sent it. Undefined where a route's pattern does not say the address
 * segment for segment: a splat (`*`, the 404 page), an optional segment.
 */
export function normalPath(pathname: string, matches: RouteMatch[]): string | undefined {
  const pattern = matches.flatMap(({ route }) => (route.path ? route.path.split('/') : [])).filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  if (pattern.length !== segments.length || pattern.some((part) => part.includes('*') || part.endsWith('?'))) return undefined;
  return '/' + pattern.map((part, i) => (part.startsWith(':') ? segments[i] : part)).join('/');
}
