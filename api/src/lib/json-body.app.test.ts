import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { JSON_BODY_LIMIT } from './json-body.ts';

// The store's own app under Node's server, where jsonBodyFromNode reads JSON bodies.
let ctx: TestContext;
let server: ServerType;
let origin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const postLogin = (body: string) => fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('JSON bodies read from Node’s stream, in the store’s app', () => {
  it('still hands the route its body: a wrong password is answered as one', async () => {
    const res = await postLogin(JSON.stringify({ loginId: 'nobody-here', password: 'wrong-pass1!', keepLoggedIn: false }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: AUTH_MESSAGES.loginFailed });
  });

  it('refuses a body over the limit with 413 and a Korean message', async () => {
    const res = await postLogin(JSON.stringify({ loginId: 'x'.repeat(JSON_BODY_LIMIT), password: 'p' }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: '요청 크기가 너무 큽니다.' });
  });
});
