import { randomInt } from 'node:crypto';
import type { RoleValue, MemberStatusValue } from '../src/db/types.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { createMember } from '../src/modules/members/members.service.ts';
import type { TestContext, TestResponse } from './context.ts';

// Helpers for tests that need members, codes and tokens. Other modules' tests use
// createTestMember + loginAs to get a logged-in member quickly.

/** A random caller address, so tests do not share the per-IP limits. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function randomPhone(): string {
  return `010${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

let loginIdsIssued = 0;

/**
 * A login id no other member of this test process gets: a sequence, then random digits (for ids
 * from other processes sharing a database). Random digits alone collided: the authorization
 * matrix makes enough members that one run on PostgreSQL drew the same id twice ("이미 사용 중인
 * 아이디입니다"). At most 16 characters (LOGIN_ID_LENGTH), trimming the random digits, not the
 * sequence.
 */
export function randomLoginId(prefix = 'user'): string {
  loginIdsIssued += 1;
  return `${prefix.slice(0, 5)}${loginIdsIssued.toString(36)}${String(randomInt(100_000_000)).padStart(8, '0')}`.slice(0, 16);
}

/** POST/GET with a JSON body from a given (or random) IP. */
export function call(ctx: TestContext, path: string, json?: unknown, init: { ip?: string; token?: string; method?: string } = {}): Promise<TestResponse> {
  return ctx.request(path, {
    method: init.method ?? (json === undefined ? 'GET' : 'POST'),
    headers: { 'x-forwarded-for': init.ip ?? randomIp() },
    ...(json !== undefined ? { json } : {}),
    ...(init.token ? { token: init.token } : {}),
  });
}

/** The 6-digit code in the newest outbox message to `to`. */
export async function lastCode(ctx: TestContext, to: string): Promise<string> {
  const row = await ctx.db.selectFrom('outbox').select('body').where('recipient', '=', to).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /\d{6}/.exec(row.body)?.[0];
  if (!code) throw new Error(`no code in outbox message to ${to}`);
  return code;
}

export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: '홍길동',
    birth: '19900101',
    // Unique: an e-mail is one live member's at a time.
    email: `hong.${randomInt(1_000_000_000)}@example.com`,
    phoneNumber: randomPhone(),
    authNumber: '000000',
    loginId: randomLoginId(),
    password: 'abcd1234!',
    marketingOptIn: false,
    termsAgreed: true,
    privacyAgreed: true,
    timeStamp: Date.now(),
    ...overrides,
  };
}

/** Requests a sign-up code for the payload's phone and signs up with it through the API. */
export async function signupThroughApi(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const sent = await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber: payload.phoneNumber });
  if (sent.status !== 200) throw new Error(`code request failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  payload.authNumber = await lastCode(ctx, payload.phoneNumber as string);
  const res = await call(ctx, '/api/signup', payload);
  return { payload, res };
}

export interface TestMember {
  id: number;
  loginId: string;
  password: string;
  phone: string;
  name: string;
  email: string;
}

/** Inserts a member directly (no codes, no HTTP) with a real argon2id password hash. */
export async function createTestMember(
  ctx: TestContext,
  options: { loginId?: string; password?: string; name?: string; email?: string; phone?: string; role?: RoleValue; status?: MemberStatusValue; points?: number } = {},
): Promise<TestMember> {
  const m = {
    loginId: options.loginId ?? randomLoginId(),
    password: options.password ?? 'abcd1234!',
    name: options.name ?? '김회원',
    email: options.email ?? `${randomLoginId('m')}@example.com`,
    phone: options.phone ?? randomPhone(),
  };
  const passwordHash = await hashPassword(m.password);
  const created = await inTransaction(ctx.db, (tx) =>
    createMember(
      tx,
      {
        loginId: m.loginId,
        passwordHash,
        name: m.name,
        birth: '19900101',
        email: m.email,
        phone: m.phone,
        role: options.role ?? 'USER',
        points: options.points ?? 0,
        consents: { service: true, privacy: true, marketing: false },
        welcomeCoupon: false,
      },
      ctx.clock.now(),
    ),
  );
  if (options.status && options.status !== 'ACTIVE') {
    await ctx.db.updateTable('members').set({ status: options.status }).where('id', '=', created.id).execute();
  }
  return { id: created.id, ...m };
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(ctx: TestContext, loginId: string, password: string, keepLoggedIn = false): Promise<string> {
  const res = await call(ctx, '/api/login', { loginId, password, keepLoggedIn });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

export async function countRows(ctx: TestContext, table: 'members' | 'member_consents' | 'member_coupons' | 'verification_codes' | 'sessions' | 'outbox' | 'oauth_states'): Promise<number> {
  const row = await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
