import { Hono } from 'hono';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

async function cspWith(portone: boolean) {
  const app = new Hono();
  app.use('*', securityHeaders({ portone }));
  app.get('/', (c) => c.text('ok'));
  const res = await app.request('/');
  return res.headers.get('content-security-policy') ?? '';
}

async function headersOf(respond: (c: Context) => Response) {
  const app = new Hono();
  app.use('*', securityHeaders({ portone: false }));
  app.get('/', respond);
  return (await app.request('/')).headers;
}

describe('header set by response type', () => {
  it('gives JSON the API set: nothing may load or frame it, and no document-only headers', async () => {
    for (const respond of [(c: Context) => c.json({ ok: true }), (c: Context) => c.body('{}', 400, { 'content-type': 'application/problem+json' })]) {
      const h = await headersOf(respond);
      expect(h.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-download-options']) expect(h.has(name)).toBe(false);
    }
  });

  it('gives pages and files the document set', async () => {
    for (const respond of [(c: Context) => c.html('<p>안녕</p>'), (c: Context) => c.body(new Uint8Array([1]), 200, { 'content-type': 'application/pdf' }), (c: Context) => c.body(null, 204)]) {
      const h = await headersOf(respond);
      expect(h.get('content-security-policy')).toContain("default-src 'self'");
      expect(h.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(h.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

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
