import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const res = await ctx.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: ctx.dbKind });
  });

  it('answers unknown API paths with a Korean 404 and a request id', async () => {
    const res = await ctx.request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('요청한 주소를 찾을 수 없습니다.');
    expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('answers a known path asked with another method 405, naming the methods it takes', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/items', 'GET, HEAD'],
      ['GET', '/api/licenses/activate', 'POST'],
      ['DELETE', '/api/admin/orders/12/cancel', 'POST'],
    ] as const) {
      const res = await ctx.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.body.message).toBe('허용되지 않은 요청 방식입니다.');
    }
    // A parameter's own pattern still decides: no route has /items/detail/extra.
    expect((await ctx.request('/api/items/detail/extra', { method: 'PUT' })).status).toBe(404);
  });

  it('sends security headers on every response: the API set on JSON, the document set on pages', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const res = await ctx.request(path);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const docs = await ctx.app.request('/api/docs');
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(docs.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(docs.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('publishes an OpenAPI document and the docs page', async () => {
    const doc = await ctx.request('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/health');
    // Paths are relative to /api: a client built from the document calls /api/health, not /health.
    expect(doc.body.servers).toEqual([{ url: '/api' }]);
    // Optional bodies are documented too, so the generated attack suites send them.
    const cancelBody = doc.body.paths['/admin/orders/{orderId}/cancel'].post.requestBody;
    expect(cancelBody.required).toBe(false);
    expect(Object.keys(cancelBody.content['application/json'].schema.properties)).toEqual(['reason', 'refundAmount']);
    expect(doc.body.paths['/orders/{orderId}/cancel'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('reason');
    expect(doc.body.paths['/admin/user/{id}/block'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('reason');
    // Every operation with a JSON body documents the 413 the body reader gives past its limit.
    const withJson = Object.values<Record<string, any>>(doc.body.paths).flatMap((methods) => Object.values(methods)).filter((op) => op.requestBody?.content?.['application/json']);
    expect(withJson.length).toBeGreaterThan(20);
    for (const op of withJson) expect(op.responses, op.operationId ?? op.summary).toHaveProperty('413');
    const page = await ctx.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
