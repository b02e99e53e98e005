import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

async function cspWith(portone: boolean) {
  const app = new Hono();
  app.use('*', securityHeaders({ portone }));
  app.get('/', (c) => c.text('ok'));
  const res = await app.request('/');
  return res.headers.get('content-security-policy') ?? '';
}

describe('content security policy', () => {
  it('keeps scripts, frames and connections same-origin without PortOne', async () => {
    const csp = await cspWith(false);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('portone');
  });

  it('admits the PortOne loader, its API and the card window when PortOne is configured', async () => {
    const csp = await cspWith(true);
    expect(csp).toContain("script-src 'self' https://cdn.portone.io");
    expect(csp).toContain('https://*.portone.io');
    expect(csp).toMatch(/frame-src [^;]*https:/);
    expect(csp).toContain("frame-ancestors 'self'");
  });
});
