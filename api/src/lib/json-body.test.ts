import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyFromNode } from './json-body.ts';

const LIMIT = 2 * 1024 * 1024;

// Two Node servers with the same echo routes, one reading bodies through jsonBodyFromNode and one
// through @hono/node-server's own Request: every body must read the same on both.

function echoApp(withMiddleware: boolean) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  if (withMiddleware) app.use('*', jsonBodyFromNode(LIMIT));
  app.onError((error, c) => c.json({ status: 'status' in error ? error.status : 500 }, 'status' in error ? (error.status as 413) : 500));
  const settle = async (read: () => Promise<unknown>) => {
    try {
      return { ok: await read() };
    } catch (error) {
      return { error: (error as Error).name };
    }
  };
  app.post('/json', async (c) => c.json(await settle(() => c.req.json())));
  app.post('/text', async (c) => c.json(await settle(() => c.req.text())));
  app.post('/bytes', async (c) => c.json(await settle(async () => [...new Uint8Array(await c.req.arrayBuffer())])));
  app.post('/form', async (c) => c.json(await settle(async () => Object.fromEntries(Object.entries(await c.req.parseBody())))));
  // The PortOne webhook's route: its own limit, then the raw text for the signature check.
  app.post('/limited-text', bodyLimit({ maxSize: 64, onError: (c) => c.json({ status: 413 }, 413) }), async (c) => c.json(await settle(() => c.req.text())));
  app.post('/text-then-json', async (c) => c.json({ text: await settle(() => c.req.text()), json: await settle(() => c.req.json()) }));
  return app;
}

function listen(app: Hono<{ Bindings: Partial<HttpBindings> }>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const bodies: [string, Buffer][] = [
  ['an object', Buffer.from('{"loginId":"demo","password":"비밀번호1!","keepLoggedIn":true}')],
  ['spaces and a nested array', Buffer.from(' \n { "a" : [1, 2.5, null, "가"] } \n')],
  ['a leading BOM', Buffer.concat([BOM, Buffer.from('{"a":1}')])],
  ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['malformed JSON', Buffer.from('{"loginId":')],
  ['nothing', Buffer.alloc(0)],
  ['a large body', Buffer.from(JSON.stringify({ text: '가나다'.repeat(200_000) }))],
];

describe('jsonBodyFromNode', () => {
  let plain: { server: ServerType; url: string };
  let direct: { server: ServerType; url: string };
  beforeAll(async () => {
    plain = await listen(echoApp(false));
    direct = await listen(echoApp(true));
  });
  afterAll(() => {
    plain.server.close();
    direct.server.close();
  });

  const post = async (base: string, path: string, body: Buffer, type = 'application/json; charset=utf-8') =>
    (await fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body })).json();

  for (const [name, body] of bodies) {
    it(`reads ${name} as Hono's own Request does, as JSON, text and bytes`, async () => {
      for (const path of ['/json', '/text', '/bytes', '/text-then-json']) {
        expect(await post(direct.url, path, body), path).toEqual(await post(plain.url, path, body));
      }
    });
  }

  it('gives a handler the parsed body and the exact bytes', async () => {
    expect(await post(direct.url, '/json', bodies[0]![1])).toEqual({ ok: { loginId: 'demo', password: '비밀번호1!', keepLoggedIn: true } });
    expect(await post(direct.url, '/bytes', bodies[3]![1])).toEqual({ ok: [...bodies[3]![1]] });
  });

  it('refuses a body past its limit with 413, by its length or as it arrives, and keeps serving', async () => {
    const big = Buffer.alloc(LIMIT + 1, 0x20);
    const stated = await fetch(direct.url + '/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(stated.status).toBe(413);
    // Without a Content-Length (chunked), counted while it is read.
    const chunked = await fetch(direct.url + '/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5; i += 1) controller.enqueue(Buffer.alloc(LIMIT / 4, 0x20));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await post(direct.url, '/json', bodies[0]![1])).toMatchObject({ ok: { loginId: 'demo' } });
  });

  it("leaves a route's own body limit working, and its handler the exact text", async () => {
    const small = Buffer.from('{"type":"Transaction.Paid", "data": {}}');
    expect(await post(direct.url, '/limited-text', small)).toEqual({ ok: small.toString() });
    const large = Buffer.from(JSON.stringify({ pad: 'x'.repeat(100) }));
    expect(await post(direct.url, '/limited-text', large)).toEqual({ status: 413 });
    expect(await post(plain.url, '/limited-text', large)).toEqual({ status: 413 });
  });

  it('leaves a body that is not JSON to Hono (a form)', async () => {
    const form = Buffer.from('a=1&b=%EA%B0%80');
    const type = 'application/x-www-form-urlencoded';
    expect(await post(direct.url, '/form', form, type)).toEqual({ ok: { a: '1', b: '가' } });
    expect(await post(direct.url, '/form', form, type)).toEqual(await post(plain.url, '/form', form, type));
  });
});
