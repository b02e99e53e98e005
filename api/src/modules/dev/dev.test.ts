import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, randomPhone } from '../../../test/members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/dev/outbox', () => {
  it('lists the messages to one recipient, newest first', async () => {
    const phone = randomPhone();
    await ctx.adapters.sms.send({ to: phone, text: 'first' });
    await ctx.adapters.sms.send({ to: phone, text: 'second' });
    await ctx.adapters.sms.send({ to: randomPhone(), text: 'someone else' });
    await ctx.adapters.email.send({ to: 'Dev@Example.com', subject: '제목', text: 'mail' });
    const res = await call(ctx, `/api/dev/outbox?to=${phone}`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { text: string }) => m.text)).toEqual(['second', 'first']);
    expect(res.body[0]).toEqual({ channel: 'sms', to: phone, subject: null, text: 'second', createdAt: expect.any(String) });
    expect((await call(ctx, '/api/dev/outbox?to=dev@example.com')).body).toEqual([
      { channel: 'email', to: 'Dev@Example.com', subject: '제목', text: 'mail', createdAt: expect.any(String) },
    ]);
  });

  it('requires the recipient', async () => {
    const res = await call(ctx, '/api/dev/outbox');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('받는 사람을 입력해 주세요.');
  });

  it('does not exist in production', async () => {
    const prod = await createTestContext({ isProduction: true, env: 'production' });
    try {
      const res = await call(prod, `/api/dev/outbox?to=${randomPhone()}`);
      expect(res.status).toBe(404);
      // Nor does the dev payment window's approval.
      expect((await call(prod, '/api/dev/payments', { paymentId: 'pay-x', amount: 1000, status: 'PAID' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
