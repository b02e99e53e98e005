import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';

// PortOne's browser SDK loads its loader script from its CDN and opens the card company's
// window in a frame whose host depends on the payment gateway, so those sources are allowed only
// when PortOne is configured. Without it (dev payment window) the policy stays same-origin.
const PORTONE = {
  script: ['https://cdn.portone.io'],
  connect: ['https://*.portone.io', 'https://*.iamport.co'],
  frame: ['https:'],
};

const COMMON = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
} as const;

/**
 * Security headers on every response, in two sets chosen by what the response is.
 *
 * Documents and files (the SPA, the API docs, images, PDFs): one policy with scripts only from
 * this origin (no inline script), frames only for the video embeds and the same-origin PDF
 * viewer, nothing may frame the store except itself.
 *
 * JSON (every API answer): nothing in it may load or be framed (`default-src 'none';
 * frame-ancestors 'none'`, DENY), with nosniff, HSTS, the referrer policy and CORP as on a
 * document. The headers that only mean something to a document or to old browsers (COOP,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) are left off: Node writes each header
 * line on its own, and those eight cost the catalog list a tenth of its requests per second.
 */
export function securityHeaders(options: { portone: boolean }): MiddlewareHandler {
  const extra = options.portone ? PORTONE : { script: [], connect: [], frame: [] };
  const document = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...extra.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...extra.connect],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...extra.frame],
      frameAncestors: ["'self'"],
      objectSrc: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'SAMEORIGIN',
  });
  const data = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const nothing = async () => {};
  return async (c, next) => {
    await next();
    await (isJson(c.res.headers.get('content-type')) ? data : document)(c, nothing);
  };
}

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}
