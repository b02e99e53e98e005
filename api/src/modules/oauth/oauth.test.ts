import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, AUTH_REFUSALS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { FAKE_CLIENTS, FakeOAuthProvider } from '../../../test/fakes/oauth-provider.ts';
import { call, countRows, createTestMember, randomIp } from '../../../test/members.ts';
import { AUTHORIZE_LIMIT_PER_IP, LOGIN_TICKET_TTL_MS, OAUTH_STATE_TTL_MS } from './oauth.service.ts';

let fake: FakeOAuthProvider;
let ctx: TestContext;

beforeAll(async () => {
  fake = await FakeOAuthProvider.start();
  ctx = await createTestContext({
    oauth: {
      naver: { ...FAKE_CLIENTS.naver, authBaseUrl: fake.url, apiBaseUrl: fake.url },
      kakao: { ...FAKE_CLIENTS.kakao, authBaseUrl: fake.url, apiBaseUrl: fake.url },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

type Provider = 'naver' | 'kakao';

/** Browser steps up to the provider's redirect back to us; returns our callback path. */
async function toCallback(provider: Provider): Promise<string> {
  const start = await ctx.request(`/oauth2/authorization/${provider}`);
  expect(start.status).toBe(302);
  const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`${ctx.config.publicUrl}/oauth2/callback/${provider}`);
  return callback.pathname + callback.search;
}

/** The whole social login up to our final redirect. */
async function socialLogin(provider: Provider): Promise<URL> {
  const res = await ctx.request(await toCallback(provider));
  expect(res.status).toBe(302);
  return locationOf(res);
}

/** Our redirects are same-origin paths; parse them against a dummy origin. */
function locationOf(res: { headers: Headers }): URL {
  const location = res.headers.get('location')!;
  expect(location.startsWith('/')).toBe(true);
  return new URL(location, 'http://same-origin');
}

const exchange = (ticket: unknown) => call(ctx, '/api/oauth2/exchange', { ticket });

function expectLoginError(location: URL, error: string, provider: Provider) {
  expect(location.pathname).toBe('/login');
  expect(Object.fromEntries(location.searchParams)).toEqual({ oauth2error: error, provider });
}

describe('social login configuration', () => {
  it('reports configured providers', async () => {
    expect((await call(ctx, '/api/oauth2/providers')).body).toEqual({ naver: true, kakao: true });
  });

  it('without credentials, the providers are off and the button lands on a notice', async () => {
    const bare = await createTestContext();
    try {
      expect((await call(bare, '/api/oauth2/providers')).body).toEqual({ naver: false, kakao: false });
      for (const provider of ['naver', 'kakao'] as const) {
        const res = await bare.request(`/oauth2/authorization/${provider}`);
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe(`/login?oauth2error=notconfigured&provider=${provider}`);
      }
    } finally {
      await bare.close();
    }
  });

  it('refuses an unknown provider', async () => {
    expect((await ctx.request('/oauth2/authorization/google')).status).toBe(400);
  });

  it('sends the browser to the provider with client id, redirect URI, state and an S256 challenge', async () => {
    const res = await ctx.request('/oauth2/authorization/naver');
    const url = new URL(res.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENTS.naver.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ctx.config.publicUrl}/oauth2/callback/naver`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const saved = await ctx.db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
    expect(saved.provider).toBe('naver');
  });
});

describe('starting a social login', () => {
  const start = (ip: string) => ctx.request('/oauth2/authorization/kakao', { headers: { 'x-forwarded-for': ip } });

  it('is throttled per IP with a Korean 429, storing no state for a refused start', async () => {
    ctx.clock.startNextWindow(AUTHORIZE_LIMIT_PER_IP.windowSeconds);
    const ip = randomIp();
    for (let i = 0; i < AUTHORIZE_LIMIT_PER_IP.limit; i++) expect((await start(ip)).status).toBe(302);
    const states = await countRows(ctx, 'oauth_states');
    const refused = await start(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(AUTH_MESSAGES.socialThrottled);
    expect(await countRows(ctx, 'oauth_states')).toBe(states);
    // Another address is unaffected, and the window ends.
    expect((await start(randomIp())).status).toBe(302);
    ctx.clock.advance(AUTHORIZE_LIMIT_PER_IP.windowSeconds * 1000);
    expect((await start(ip)).status).toBe(302);
  });
});

describe('social login flow against the fake provider', () => {
  it('a new Naver user becomes a member with a welcome coupon and gets a one-time ticket', async () => {
    fake.nextUser.naver = { id: 'naver-new-1', email: 'naverfan@example.com', name: '네이버회원' };
    const location = await socialLogin('naver');
    expect(location.pathname).toBe('/oauth2/success');
    expect([...location.searchParams.keys()]).toEqual(['ticket']);
    // Naver's token call carried the state, the PKCE verifier and our secret (checked by the fake).
    expect(fake.tokenRequests.at(-1)!.get('state')).toBeTruthy();

    const res = await exchange(location.searchParams.get('ticket'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.loginSuccess, data: { token: expect.any(String), role: 'USER' } });
    const me = await call(ctx, '/api/auth/check', undefined, { token: res.body.data.token });
    expect(me.body.data).toMatchObject({ name: '네이버회원', role: 'USER', grade: 'NEW', loginId: expect.stringMatching(/^naver_[0-9a-f]{10}$/) });

    const member = await ctx.db.selectFrom('members').selectAll().where('id', '=', me.body.data.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ password_hash: null, phone: null, birth: null, email: 'naverfan@example.com', email_verified: true, marketing_opt_in: false });
    const consents = await ctx.db.selectFrom('member_consents').select(['kind', 'agreed']).where('member_id', '=', member.id).orderBy('kind').execute();
    expect(consents).toEqual([
      { kind: 'marketing', agreed: false },
      { kind: 'privacy', agreed: true },
      { kind: 'service', agreed: true },
    ]);
    const coupons = await ctx.db.selectFrom('member_coupons').select('id').where('member_id', '=', member.id).execute();
    expect(coupons).toHaveLength(1);
    const session = await ctx.db.selectFrom('sessions').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(session.long_lived).toBe(false);
    // The exchange is a login: it stamps the member's last login with the session's time.
    expect(member.last_login_at).toEqual(session.created_at);
  });

  it('a returning user is matched by provider id, not duplicated', async () => {
    fake.nextUser.kakao = { id: '2002', email: 'kakao2002@example.com', name: '카카오' };
    const first = await exchange((await socialLogin('kakao')).searchParams.get('ticket'));
    const before = await countRows(ctx, 'members');
    // Same Kakao id, even with a changed e-mail: the same member.
    fake.nextUser.kakao = { id: '2002', email: 'changed@example.com' };
    const second = await exchange((await socialLogin('kakao')).searchParams.get('ticket'));
    expect(second.status).toBe(200);
    expect(await countRows(ctx, 'members')).toBe(before);
    const ids = await Promise.all(
      [first, second].map(async (r) => (await call(ctx, '/api/auth/members/id', undefined, { token: r.body.data.token })).body.memberId),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('the same new user arriving twice at once (two tabs) gets one member', async () => {
    fake.nextUser.kakao = { id: '5005', name: '두탭' };
    const paths = [await toCallback('kakao'), await toCallback('kakao')];
    const before = await countRows(ctx, 'members');
    const locations = await Promise.all(paths.map(async (p) => locationOf(await ctx.request(p))));
    expect(locations.map((l) => l.pathname)).toEqual(['/oauth2/success', '/oauth2/success']);
    expect(await countRows(ctx, 'members')).toBe(before + 1);
  });

  it('the same provider id on the other provider is a different account', async () => {
    fake.nextUser.naver = { id: '2002' };
    const res = await exchange((await socialLogin('naver')).searchParams.get('ticket'));
    const kakaoMember = await ctx.db.selectFrom('social_accounts').select('member_id').where('provider', '=', 'kakao').where('provider_user_id', '=', '2002').executeTakeFirstOrThrow();
    const me = await call(ctx, '/api/auth/members/id', undefined, { token: res.body.data.token });
    expect(me.body.memberId).not.toBe(kakaoMember.member_id);
  });

  it("an e-mail that belongs to a password account is not merged: 'alreadyexist'", async () => {
    const member = await createTestMember(ctx, { email: 'owner@example.com' });
    fake.nextUser.kakao = { id: '3003', email: 'Owner@Example.com' };
    const before = await countRows(ctx, 'members');
    expectLoginError(await socialLogin('kakao'), 'alreadyexist', 'kakao');
    expect(await countRows(ctx, 'members')).toBe(before);
    const linked = await ctx.db.selectFrom('social_accounts').select('id').where('member_id', '=', member.id).execute();
    expect(linked).toHaveLength(0);
  });

  it("a suspended social member is sent back with 'blocked'", async () => {
    fake.nextUser.naver = { id: 'naver-blocked' };
    await exchange((await socialLogin('naver')).searchParams.get('ticket'));
    const account = await ctx.db.selectFrom('social_accounts').select('member_id').where('provider_user_id', '=', 'naver-blocked').executeTakeFirstOrThrow();
    await ctx.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', account.member_id).execute();
    expectLoginError(await socialLogin('naver'), 'blocked', 'naver');
  });

  it('refuses the exchange of a ticket issued before the member was suspended, as a password login is refused', async () => {
    fake.nextUser.naver = { id: 'naver-suspended-meanwhile' };
    const ticket = (await socialLogin('naver')).searchParams.get('ticket');
    const account = await ctx.db.selectFrom('social_accounts').select('member_id').where('provider_user_id', '=', 'naver-suspended-meanwhile').executeTakeFirstOrThrow();
    await ctx.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', account.member_id).execute();
    const res = await exchange(ticket);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: AUTH_MESSAGES.blocked, result: AUTH_REFUSALS.blocked });
  });

  it("the user declining at the provider returns 'failed'", async () => {
    fake.denyNext = true;
    expectLoginError(await socialLogin('naver'), 'failed', 'naver');
  });
});

describe('state and ticket checks', () => {
  it('refuses a callback with a made-up, missing or swapped state', async () => {
    const path = await toCallback('naver');
    const url = new URL(path, 'http://x');
    const forged = new URL(url);
    forged.searchParams.set('state', 'forged-state-value-forged-state-value');
    expectLoginError(locationOf(await ctx.request(forged.pathname + forged.search)), 'failed', 'naver');
    const missing = new URL(url);
    missing.searchParams.delete('state');
    expectLoginError(locationOf(await ctx.request(missing.pathname + missing.search)), 'failed', 'naver');
    // A Naver state presented at the Kakao callback is not Kakao's.
    const swapped = `/oauth2/callback/kakao${url.search}`;
    expectLoginError(locationOf(await ctx.request(swapped)), 'failed', 'kakao');
  });

  it('a state works once: a replayed callback fails', async () => {
    fake.nextUser.naver = { id: 'naver-replay' };
    const path = await toCallback('naver');
    const first = locationOf(await ctx.request(path));
    expect(first.pathname).toBe('/oauth2/success');
    expectLoginError(locationOf(await ctx.request(path)), 'failed', 'naver');
  });

  it('a state expires after 10 minutes', async () => {
    const path = await toCallback('kakao');
    ctx.clock.advance(OAUTH_STATE_TTL_MS + 1000);
    expectLoginError(locationOf(await ctx.request(path)), 'failed', 'kakao');
  });

  it('a ticket works once', async () => {
    fake.nextUser.naver = { id: 'naver-ticket' };
    const ticket = (await socialLogin('naver')).searchParams.get('ticket');
    expect((await exchange(ticket)).status).toBe(200);
    const again = await exchange(ticket);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(AUTH_MESSAGES.socialFailed);
  });

  it('a ticket expires after 60 seconds, and made-up tickets are refused', async () => {
    fake.nextUser.naver = { id: 'naver-slow' };
    const ticket = (await socialLogin('naver')).searchParams.get('ticket');
    ctx.clock.advance(LOGIN_TICKET_TTL_MS + 1000);
    expect((await exchange(ticket)).status).toBe(401);
    expect((await exchange('x'.repeat(43))).status).toBe(401);
    const malformed = await exchange(12345);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(AUTH_MESSAGES.socialFailed);
  });

  it('only a hash of the ticket is stored', async () => {
    fake.nextUser.kakao = { id: '4004' };
    const ticket = (await socialLogin('kakao')).searchParams.get('ticket')!;
    const rows = await ctx.db.selectFrom('login_tickets').select('ticket_hash').execute();
    expect(rows.some((r) => r.ticket_hash === ticket)).toBe(false);
  });
});

describe("the desktop app's login in the member's browser (RFC 8252 loopback)", () => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const appQuery = (port = 49152, c = challenge) => `appPort=${port}&appChallenge=${c}`;

  /** The whole flow started by the app; returns our final redirect, on the loopback. */
  async function appLogin(provider: Provider, port = 49152): Promise<URL> {
    const start = await ctx.request(`/oauth2/authorization/${provider}?${appQuery(port)}`);
    expect(start.status).toBe(302);
    const atProvider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const end = await ctx.request(callback.pathname + callback.search);
    expect(end.status).toBe(302);
    return new URL(end.headers.get('location')!);
  }

  it('ends at the port the app listens on, and the ticket needs the verifier', async () => {
    fake.nextUser.kakao = { id: '6006', name: '앱회원' };
    const end = await appLogin('kakao', 51234);
    expect(end.origin + end.pathname).toBe('http://127.0.0.1:51234/callback');
    const ticket = end.searchParams.get('ticket');
    expect(Object.fromEntries(end.searchParams)).toEqual({ ticket });

    // Whoever else saw the ticket (another program on the loopback) cannot use it, and their
    // tries do not spend it: the app's own exchange still works, once.
    expect((await exchange(ticket)).status).toBe(401);
    const wrong = await call(ctx, '/api/oauth2/exchange', { ticket, verifier: randomBytes(32).toString('base64url') });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(AUTH_MESSAGES.socialFailed);
    const right = await call(ctx, '/api/oauth2/exchange', { ticket, verifier });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ token: expect.any(String), role: 'USER' });
    expect((await call(ctx, '/api/oauth2/exchange', { ticket, verifier })).status).toBe(401);
  });

  it("sends the app's failures to the loopback too", async () => {
    fake.denyNext = true;
    const end = await appLogin('naver', 40000);
    expect(end.origin + end.pathname).toBe('http://127.0.0.1:40000/callback');
    expect(Object.fromEntries(end.searchParams)).toEqual({ oauth2error: 'failed', provider: 'naver' });

    const bare = await createTestContext();
    try {
      const res = await bare.request(`/oauth2/authorization/kakao?${appQuery(40001)}`);
      expect(res.headers.get('location')).toBe('http://127.0.0.1:40001/callback?oauth2error=notconfigured&provider=kakao');
    } finally {
      await bare.close();
    }
  });

  it('refuses a port that is not an ephemeral one, a malformed challenge, or only one of the two', async () => {
    const before = await countRows(ctx, 'oauth_states');
    for (const query of [appQuery(80), appQuery(70000), 'appPort=abc&appChallenge=' + challenge, appQuery(50000, 'short'), `appPort=50000`, `appChallenge=${challenge}`]) {
      const res = await ctx.request(`/oauth2/authorization/naver?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { message: string }).message, query).toBe(AUTH_MESSAGES.socialAppRequestInvalid);
    }
    expect(await countRows(ctx, 'oauth_states')).toBe(before);
  });

  it("a website ticket is exchanged as before, with or without a verifier; the website's flow never goes to a loopback", async () => {
    fake.nextUser.naver = { id: 'naver-web-with-verifier' };
    const location = await socialLogin('naver');
    expect(location.pathname).toBe('/oauth2/success');
    expect((await call(ctx, '/api/oauth2/exchange', { ticket: location.searchParams.get('ticket'), verifier })).status).toBe(200);
    expect((await call(ctx, '/api/oauth2/exchange', { ticket: 'x'.repeat(43), verifier: 'bad verifier' })).status).toBe(400);
  });
});
