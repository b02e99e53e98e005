import { AUTH_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../../adapters/messaging.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, createTestMember, lastCode, randomIp, randomPhone, signupPayload } from '../../../test/members.ts';
import type { Db } from '../../db/transaction.ts';
import { checkCode, CODE_SEND_LIMITS, MAX_CODE_ATTEMPTS } from './verification.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const requestSignupCode = (phoneNumber: string, ip?: string) =>
  call(ctx, '/api/members/phone/certification/no-user', { phoneNumber }, ip ? { ip } : {});
const signupWith = (phoneNumber: string, authNumber: string) => call(ctx, '/api/signup', signupPayload({ phoneNumber, authNumber }));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('stores only a hash of a random 6-digit code that expires after 180 seconds', async () => {
    const phone = randomPhone();
    expect((await requestSignupCode(phone)).status).toBe(200);
    const code = await lastCode(ctx, phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await ctx.db.selectFrom('verification_codes').selectAll().where('destination', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.purpose).toBe('signup');
    expect((row.expires_at.getTime() - row.created_at.getTime()) / 1000).toBe(180);
  });

  it('refuses a code after 180 seconds with the time-exceeded message', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const code = await lastCode(ctx, phone);
    ctx.clock.advance(181_000);
    const res = await signupWith(phone, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.verificationTimeExceeded);
  });

  it('asks for verification when no code was ever requested for the phone', async () => {
    const res = await signupWith(randomPhone(), '123456');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.verificationRequired);
  });

  it('accepts a code once only', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const code = await lastCode(ctx, phone);
    expect((await signupWith(phone, code)).status).toBe(201);
    const again = await call(ctx, '/api/signup', signupPayload({ phoneNumber: phone, authNumber: code }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.verificationRequired);
  });

  it('binds a code to its destination: a code sent to one phone does not verify another', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const code = await lastCode(ctx, phone);
    const other = randomPhone();
    await requestSignupCode(other);
    const res = await signupWith(other, code === (await lastCode(ctx, other)) ? wrong(code) : code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.codeMismatch);
  });

  it('binds a code to its purpose: a sign-up code cannot be used for account recovery', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const signupCode = await lastCode(ctx, phone);
    // The phone now belongs to a member, so recovery by phone is possible, but needs its own code.
    const member = await createTestMember(ctx, { phone });
    const findPw = await call(ctx, '/api/find-pw', { loginId: member.loginId, name: member.name, phoneNumber: phone, authNumber: signupCode });
    expect(findPw.status).toBe(400);
    expect(findPw.body.message).toBe(AUTH_MESSAGES.codeNotRequested); // not sign-up's wording
    const findId = await call(ctx, '/api/find-id/phone', { name: member.name, phoneNumber: phone, authNumber: signupCode });
    expect(findId.status).toBe(400);
    expect(findId.body.message).toBe(AUTH_MESSAGES.codeNotRequested);
  });

  it('binds a code to its purpose: a recovery code cannot be used for sign-up', async () => {
    const member = await createTestMember(ctx);
    expect((await call(ctx, '/api/members/phone/certification/duplicate', { phoneNumber: member.phone })).status).toBe(200);
    const recoveryCode = await lastCode(ctx, member.phone);
    // Free the number (as a withdrawal would) so only the purpose stands in the way.
    await ctx.db.updateTable('members').set({ status: 'WITHDRAWN' }).where('id', '=', member.id).execute();
    const res = await signupWith(member.phone, recoveryCode);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUTH_MESSAGES.verificationRequired);
  });

  it('counts wrong tries and burns the code at the fifth', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const code = await lastCode(ctx, phone);
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await signupWith(phone, wrong(code));
      expect(res.body.message).toBe(AUTH_MESSAGES.codeMismatch);
    }
    expect((await signupWith(phone, wrong(code))).body.message).toBe(AUTH_MESSAGES.codeBurned);
    // Even the right code is refused now.
    const right = await signupWith(phone, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(AUTH_MESSAGES.codeBurned);
  });

  it('counts concurrent wrong tries atomically', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const code = await lastCode(ctx, phone);
    await Promise.all(Array.from({ length: 8 }, () => signupWith(phone, wrong(code))));
    const row = await ctx.db.selectFrom('verification_codes').select('attempts').where('destination', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect((await signupWith(phone, code)).body.message).toBe(AUTH_MESSAGES.codeBurned);
  });

  it('only the newest code counts after a resend', async () => {
    const phone = randomPhone();
    await requestSignupCode(phone);
    const first = await lastCode(ctx, phone);
    ctx.clock.advance(31_000);
    expect((await requestSignupCode(phone)).status).toBe(200);
    const second = await lastCode(ctx, phone);
    if (first !== second) expect((await signupWith(phone, first)).body.message).toBe(AUTH_MESSAGES.codeMismatch);
    expect((await signupWith(phone, second)).status).toBe(201);
  });

  it('throttles resends per destination: one per 30 seconds, five per hour', async () => {
    // Windows are fixed hours: the 186 s this test spans stay in one.
    ctx.clock.startNextWindow(3600);
    const phone = randomPhone();
    expect((await requestSignupCode(phone)).status).toBe(200);
    const throttled = await requestSignupCode(phone);
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe(AUTH_MESSAGES.codeThrottled);
    let sent = 1;
    for (let i = 0; i < 6; i++) {
      ctx.clock.advance(31_000);
      if ((await requestSignupCode(phone)).status === 200) sent++;
    }
    expect(sent).toBe(CODE_SEND_LIMITS.perDestination.limit);
    const messages = await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', phone).execute();
    expect(messages).toHaveLength(sent);
  });

  it('measures the resend interval from the last send, also across a window edge', async () => {
    // 29 s into a 30 s window, then 2 s later in the next one: a fixed window would let both out.
    ctx.clock.startNextWindow(30);
    ctx.clock.advance(28_000);
    const phone = randomPhone();
    expect((await requestSignupCode(phone)).status).toBe(200);
    ctx.clock.advance(2_000);
    const tooSoon = await requestSignupCode(phone);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(AUTH_MESSAGES.codeThrottled);
    expect(tooSoon.headers.get('retry-after')).toBe(String(CODE_SEND_LIMITS.minIntervalSeconds - 2));
    ctx.clock.advance((CODE_SEND_LIMITS.minIntervalSeconds - 3) * 1000);
    expect((await requestSignupCode(phone)).status).toBe(429);
    ctx.clock.advance(1_500);
    expect((await requestSignupCode(phone)).status).toBe(200);
    expect(await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', phone).execute()).toHaveLength(2);
  });

  it('lets exactly one of many parallel requests to one destination send', async () => {
    ctx.clock.startNextWindow(3600);
    const phone = randomPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => requestSignupCode(phone)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(7).fill(429)]);
    expect(await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', phone).execute()).toHaveLength(1);
    // A refused resend takes none of the hourly allowance.
    const windowStart = new Date(Math.floor(ctx.clock.now().getTime() / 3_600_000) * 3_600_000);
    const hourly = await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', `code:dest:${phone}:3600`).where('window_start', '=', windowStart).executeTakeFirst();
    expect(hourly?.count).toBe(1);
  });

  it('throttles code requests per IP', async () => {
    ctx.clock.advance(3_600_000);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_SEND_LIMITS.perIp.limit; i++) statuses.push((await requestSignupCode(randomPhone(), ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODE_SEND_LIMITS.perIp.limit);
    expect(statuses.at(-1)).toBe(429);
    // Another address is unaffected.
    expect((await requestSignupCode(randomPhone())).status).toBe(200);
  });

  it('stops all SMS at the global hourly cap', async () => {
    ctx.clock.advance(3_600_000);
    const windowStart = new Date(Math.floor(ctx.clock.now().getTime() / 3_600_000) * 3_600_000);
    await ctx.db.insertInto('rate_limits').values({ key: 'code:global:sms', window_start: windowStart, count: CODE_SEND_LIMITS.global.limit }).execute();
    const res = await requestSignupCode(randomPhone());
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(AUTH_MESSAGES.codeThrottled);
  });
});

/**
 * `db`, except that the first look-up of a code runs `meanwhile` before it returns: what a
 * parallel request did between this request's look-up and its next statement.
 */
function withRequestInBetween(db: Db, meanwhile: (codeId: number) => Promise<void>): Db {
  let done = false;
  const wrap = (builder: object): object =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'executeTakeFirst') {
          return async () => {
            const row = (await value.call(target)) as { id?: number } | undefined;
            if (!done && row?.id !== undefined) {
              done = true;
              await meanwhile(row.id);
            }
            return row;
          };
        }
        return (...args: unknown[]) => {
          const out = value.apply(target, args) as unknown;
          return out && typeof out === 'object' && 'executeTakeFirst' in out ? wrap(out) : out;
        };
      },
    });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'selectFrom') return (...args: unknown[]) => wrap((target.selectFrom as (...a: unknown[]) => object)(...args));
      const value = Reflect.get(target, prop) as unknown;
      // Kysely keeps its state in private fields: its methods must run on the real object.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a wrong guess racing another request', () => {
  const guessWhile = async (meanwhile: (codeId: number) => Promise<void>) => {
    ctx.clock.startNextWindow(3600); // past the global cap filled above
    const phone = randomPhone();
    expect((await requestSignupCode(phone)).status).toBe(200);
    const code = await lastCode(ctx, phone);
    const db = withRequestInBetween(ctx.db, meanwhile);
    return checkCode({ db, config: ctx.config }, { purpose: 'signup', destination: phone }, wrong(code), ctx.clock.now());
  };

  it('finds no live code when the other request used the code', async () => {
    const use = (id: number) => ctx.db.updateTable('verification_codes').set({ consumed_at: ctx.clock.now() }).where('id', '=', id).execute().then(() => undefined);
    await expect(guessWhile(use)).rejects.toMatchObject({ status: 400, message: AUTH_MESSAGES.verificationRequired });
  });

  it('says burned when other guesses burned the code', async () => {
    const burn = (id: number) => ctx.db.updateTable('verification_codes').set({ attempts: MAX_CODE_ATTEMPTS }).where('id', '=', id).execute().then(() => undefined);
    await expect(guessWhile(burn)).rejects.toMatchObject({ status: 400, message: AUTH_MESSAGES.codeBurned });
  });
});

describe('verification codes when delivery fails', () => {
  let failing: TestContext;
  beforeAll(async () => {
    failing = await createTestContext({}, {
      adapters: {
        sms: {
          kind: 'solapi',
          send: async () => {
            throw new DeliveryError('provider down');
          },
        },
      },
    });
  });
  afterAll(() => failing.close());

  it('answers 502 with the Korean failure message and keeps no unusable code', async () => {
    const res = await call(failing, '/api/members/phone/certification/no-user', { phoneNumber: randomPhone() });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(AUTH_MESSAGES.phoneRequestFailed);
    const codes = await failing.db.selectFrom('verification_codes').select('id').execute();
    expect(codes).toHaveLength(0);
  });
});
