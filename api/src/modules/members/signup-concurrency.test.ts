import { AUTH_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, countRows, lastCode, randomLoginId, randomPhone, signupPayload } from '../../../test/members.ts';
import { createMember } from './members.service.ts';

// Races that only a database constraint or a conditional UPDATE can settle. On PostgreSQL
// (the api-postgres project) the requests truly run at once on separate connections.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const codeFor = async (phoneNumber: string) => {
  expect((await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber })).status).toBe(200);
  return lastCode(ctx, phoneNumber);
};

describe('concurrent sign-ups', () => {
  it('two simultaneous sign-ups with the same phone and login id: exactly one succeeds', async () => {
    const before = await countRows(ctx, 'members');
    const phone = randomPhone();
    const payload = signupPayload({ phoneNumber: phone, authNumber: await codeFor(phone) });
    const results = await Promise.all([call(ctx, '/api/signup', payload), call(ctx, '/api/signup', payload)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, expect.any(Number)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const loser = results.find((r) => r.status !== 201)!;
    expect([400, 409]).toContain(loser.status);
    expect(await countRows(ctx, 'members')).toBe(before + 1);
  });

  it('ten simultaneous sign-ups for one login id from different phones: exactly one succeeds', async () => {
    const before = await countRows(ctx, 'members');
    const loginId = randomLoginId('race');
    const payloads = [];
    for (let i = 0; i < 10; i++) {
      const phone = randomPhone();
      payloads.push(signupPayload({ phoneNumber: phone, authNumber: await codeFor(phone), loginId }));
    }
    const results = await Promise.all(payloads.map((p) => call(ctx, '/api/signup', p)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(AUTH_MESSAGES.loginIdTaken);
    }
    expect(await countRows(ctx, 'members')).toBe(before + 1);
    // The losers' codes were not consumed: each may retry with another id.
    const retry = await call(ctx, '/api/signup', { ...payloads.find((_, i) => results[i]!.status === 409)!, loginId: randomLoginId('retry') });
    expect(retry.status).toBe(201);
  });

  it('five simultaneous sign-ups with one e-mail (other phones and ids): exactly one succeeds', async () => {
    const email = `race-${randomLoginId('mail')}@example.com`;
    const payloads = [];
    for (let i = 0; i < 5; i++) {
      const phone = randomPhone();
      // Cases differ: the address is one whatever its case.
      payloads.push(signupPayload({ phoneNumber: phone, authNumber: await codeFor(phone), email: i % 2 ? email.toUpperCase() : email }));
    }
    const results = await Promise.all(payloads.map((p) => call(ctx, '/api/signup', p)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(AUTH_MESSAGES.emailTaken);
    }
    const holders = await ctx.db.selectFrom('members').select('id').where(sql<string>`lower(email)`, '=', email).execute();
    expect(holders).toHaveLength(1);
  });

  it('two members created at once with the same phone: the unique index lets one through', async () => {
    const phone = randomPhone();
    const create = (loginId: string) =>
      inTransaction(ctx.db, (tx) =>
        createMember(
          tx,
          {
            loginId,
            passwordHash: null,
            name: '동시가입',
            birth: null,
            email: null,
            phone,
            consents: { service: true, privacy: true, marketing: false },
            welcomeCoupon: true,
          },
          ctx.clock.now(),
        ),
      );
    const results = await Promise.allSettled([create(randomLoginId('p1')), create(randomLoginId('p2'))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.message).toBe(AUTH_MESSAGES.alreadyRegistered);
    expect(await ctx.db.selectFrom('members').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });
});
