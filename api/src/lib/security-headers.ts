import { secureHeaders } from 'hono/secure-headers';

// PortOne's browser SDK loads its loader script from its CDN and opens the card company's
// window in a frame whose host depends on the payment gateway, so those sources are allowed only
// when PortOne is configured. Without it (dev payment window) the policy stays same-origin.
const PORTONE = {
  script: ['https://cdn.portone.io'],
  connect: ['https://*.portone.io', 'https://*.iamport.co'],
  frame: ['https:'],
};

/**
 * One policy for the SPA, the API and the docs: scripts only from this origin (no inline
 * script), frames only for the video embeds and the same-origin PDF viewer, nothing may frame
 * the store except itself.
 */
export function securityHeaders(options: { portone: boolean }) {
  const extra = options.portone ? PORTONE : { script: [], connect: [], frame: [] };
  return secureHeaders({
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
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
}
