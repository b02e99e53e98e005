import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPhone, signupPayload } from '../members.ts';
import { freshDatabase, json, startApiProcess, type ApiProcess } from './api-process.ts';
import { onPostgresServer as onPostgres } from '../postgres.ts';

// Two real API processes on one PostgreSQL, requests alternating between them: nothing that
// matters may live in one process's memory (codes, sessions, rate limits, the catalog cache).
// Needs a PostgreSQL server: runs in the api-postgres project only.


describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    database = await freshDatabase();
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startApiProcess(database.url);
    b = await startApiProcess(database.url);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  it('signs up with a code sent by one process and checked by the other, then shares the session', async () => {
    const payload = signupPayload({ phoneNumber: randomPhone() });
    expect((await json(a.url, '/api/members/phone/certification/no-user', { body: { phoneNumber: payload.phoneNumber } })).status).toBe(200);
    const outbox = await json(b.url, `/api/dev/outbox?to=${payload.phoneNumber}`);
    const code = /\d{6}/.exec(outbox.body.at(-1)?.text ?? outbox.body[0]?.text ?? '')?.[0];
    expect(code).toMatch(/^\d{6}$/);
    const signup = await json(b.url, '/api/signup', { body: { ...payload, authNumber: code } });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);

    const login = await json(a.url, '/api/login', { body: { loginId: payload.loginId, password: payload.password, keepLoggedIn: false } });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    expect((await json(b.url, '/api/auth/check', { token })).status).toBe(200);
    expect((await json(b.url, '/api/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await json(a.url, '/api/auth/check', { token })).status).toBe(401);
  }, 60_000);

  it('shares the login throttle: failures on both processes add up', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await json(i % 2 ? b.url : a.url, '/api/login', { body: { loginId: 'demo', password: 'wrong-password-1!', keepLoggedIn: false }, ip });
      statuses.push(res.status);
    }
    // LOGIN_LIMITS.perLoginIdFromIp is 10 per 15 minutes: attempts 11 and 12 are refused wherever they land.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);

  it("sees the other process's catalog change on its next reads (cache invalidation crosses processes)", async () => {
    const list = await json(a.url, '/api/items');
    const itemId = list.body.items[0].itemId;
    const path = `/api/items/detail?itemId=${itemId}`;
    const before = (await json(b.url, path)).body.item.salePrice;
    expect((await json(a.url, path)).body.item.salePrice).toBe(before);
    await database.db.updateTable('items').set({ sale_price: before - 10 }).where('id', '=', itemId).execute();
    await expect.poll(async () => (await json(a.url, path)).body.item.salePrice, { timeout: 3000 }).toBe(before - 10);
    await expect.poll(async () => (await json(b.url, path)).body.item.salePrice, { timeout: 3000 }).toBe(before - 10);

    // A question written through B shows on A's cached page.
    const login = await json(b.url, '/api/login', { body: { loginId: 'admin', password: 'admin1234!', keepLoggedIn: false } });
    const title = '두 프로세스 캐시 확인 질문';
    const write = await json(b.url, `/api/items/qna/write?itemId=${itemId}`, {
      token: login.body.data.token,
      body: { itemId, title, content: '다른 프로세스에서 쓴 질문이 바로 보이는지 확인합니다.', visibility: 'PUBLIC' },
    });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    await expect
      .poll(async () => ((await json(a.url, path)).body.qnaArticles as { title: string }[]).map((q) => q.title), { timeout: 3000 })
      .toContain(title);
  }, 60_000);
});
