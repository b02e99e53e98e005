import { createPublicKey } from 'node:crypto';
import { compactVerify, importJWK, jwtVerify } from 'jose';
import { expiryOf, LICENSE_CERT_AUDIENCE, LICENSE_CERT_ISSUER, LICENSE_MESSAGES, LICENSE_MOVES_USED_UP, MAC_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestItem, send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { statementsOf } from '../../../test/statements.ts';
import { randomIp } from '../../../test/members.ts';
import { startSession } from '../auth/auth.service.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';
import { expireLicenses } from './license-jobs.ts';
import { LICENSE_LIMITS, LICENSE_MOVES, validateLicense } from './licenses.service.ts';

// The two-slot rule under concurrency (DESIGN.md §6). Runs on PGlite and, as api-postgres, on a
// real PostgreSQL server where the requests truly overlap.

let ctx: TestContext;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx);
});
afterAll(() => ctx.close());

async function newKey(values: Record<string, unknown> = {}): Promise<{ id: number; hashKey: string }> {
  const hashKey = newLicenseKey();
  const row = await ctx.db
    .insertInto('subscriptions')
    .values({ hash_key: hashKey, item_id: itemId, buyer_name: '테스트', subscription_period: 1, source: 'ADMIN', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, hashKey };
}

const mac = (n: number) => `02:00:00:00:${(Math.floor(n / 256) % 256).toString(16).padStart(2, '0')}:${(n % 256).toString(16).padStart(2, '0')}`.toUpperCase();
const activate = (hashKey: string, macAddress: string, extra: Record<string, unknown> = {}, token?: string) =>
  ctx.request('/api/licenses/activate', { method: 'POST', headers: { 'x-forwarded-for': randomIp() }, json: { hashKey, macAddress, ...extra }, ...(token ? { token } : {}) });
/** A key bought by a member, and activation as that member (the desktop app, logged in). */
async function ownedKey() {
  const owner = await createBuyer(ctx);
  const key = await newKey({ member_id: owner.id });
  return { key, owner, activateAs: (hashKey: string, macAddress: string, extra: Record<string, unknown> = {}) => activate(hashKey, macAddress, extra, owner.token) };
}
const validate = (hashKey: string, macAddress: string, extra: Record<string, unknown> = {}) =>
  ctx.request('/api/licenses/validate', { method: 'POST', headers: { 'x-forwarded-for': randomIp() }, json: { hashKey, macAddress, ...extra } });
const slotsOf = async (id: number) => ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/licenses/activate', () => {
  it('20 parallel activations with different MACs: exactly 2 succeed, the rest SLOTS_FULL', async () => {
    const key = await newKey();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => activate(key.hashKey, mac(i + 1))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2);
    expect(ok.map((r) => r.body.slot).sort()).toEqual([1, 2]);
    for (const r of results.filter((x) => x.status !== 200)) expect(r).toMatchObject({ status: 409, body: { result: 'SLOTS_FULL', message: LICENSE_MESSAGES.SLOTS_FULL } });
    const row = await slotsOf(key.id);
    expect(row.mac_address1).not.toBeNull();
    expect(row.mac_address2).not.toBeNull();
    expect(row.mac_address1).not.toBe(row.mac_address2);
    expect(row).toMatchObject({ use_status: 'GRANTED' });
    const audits = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', String(key.id)).where('action', '=', 'license.activate').execute();
    expect(audits).toHaveLength(2);
  });

  it('takes a key as a person types it: lower case, without dashes, with spaces', async () => {
    const key = await newKey();
    const typed = key.hashKey.toLowerCase().replaceAll('-', ' ');
    expect((await activate(typed, mac(601))).body).toMatchObject({ result: 'ACTIVATED', slot: 1 });
    expect((await validate(key.hashKey.replaceAll('-', ''), mac(601))).body).toMatchObject({ result: 'VALID', slot: 1 });
  });

  it('refuses the MACs VPN clients give every PC alike, which would let every such PC pass as one', async () => {
    const key = await newKey();
    for (const vpn of ['00-05-9A-3C-7A-00', '00:09:0f:fe:00:01', '0250.4100.0001']) {
      for (const call of [activate, validate]) expect(await call(key.hashKey, vpn)).toMatchObject({ status: 400, body: { message: MAC_MESSAGES.notPhysical } });
    }
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: null, mac_address2: null });
    expect((await activate(key.hashKey, '00:05:9A:3C:7A:01')).body).toMatchObject({ result: 'ACTIVATED', slot: 1 });
  });

  it('the same MAC 10 times in parallel takes one slot and answers it every time', async () => {
    const key = await newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => activate(key.hashKey, '02-aa-bb-cc-dd-01')));
    expect(results.every((r) => r.status === 200 && r.body.slot === 1 && r.body.valid)).toBe(true);
    expect(results.filter((r) => r.body.result === 'ACTIVATED')).toHaveLength(1);
    const row = await slotsOf(key.id);
    expect(row).toMatchObject({ mac_address1: '02:AA:BB:CC:DD:01', mac_address2: null });
  });

  it('activation racing the admin slot clear never puts more than 2 PCs on a key', async () => {
    const admin = await createBuyer(ctx, { role: 'ADMIN' });
    const key = await newKey();
    await activate(key.hashKey, mac(1));
    await activate(key.hashKey, mac(2));
    for (let round = 0; round < 5; round++) {
      const row = await slotsOf(key.id);
      const victim = row.mac_address1 ?? row.mac_address2!;
      const clear = send(ctx, 'DELETE', `/api/subscription/hash-key-mac-delete/temp?id=${key.id}&hashKey=${key.hashKey}&macAddress=${encodeURIComponent(victim)}`, admin.token);
      const racers = Array.from({ length: 6 }, (_, i) => activate(key.hashKey, mac(100 + round * 10 + i)));
      const [cleared, ...answers] = await Promise.all([clear, ...racers]);
      expect(cleared.body.result).toBe('success');
      // Winners can only fill what was free before the round plus the slot the clear emptied.
      const free = [row.mac_address1, row.mac_address2].filter((m) => m === null).length;
      expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(free + 1);
      const after = await slotsOf(key.id);
      const used = [after.mac_address1, after.mac_address2].filter(Boolean);
      expect(used.length).toBeLessThanOrEqual(2);
      expect(new Set(used).size).toBe(used.length);
    }
  });

  it('recognises the owner\'s PC by its machine id: a new MAC moves its slot instead of taking the other', async () => {
    const laptop = 'a'.repeat(64);
    const desktop = 'b'.repeat(64);
    const { key, activateAs } = await ownedKey();
    expect((await activateAs(key.hashKey, mac(101), { machineId: laptop })).body).toMatchObject({ result: 'ACTIVATED', slot: 1 });
    // Undocked: the laptop now reports its Wi-Fi adapter.
    const moved = await activateAs(key.hashKey, mac(102), { machineId: laptop });
    expect(moved).toMatchObject({ status: 200, body: { result: 'VALID', valid: true, slot: 1 } });
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: mac(102), machine_id1: laptop, mac_address2: null });
    expect((await validate(key.hashKey, mac(102))).body).toMatchObject({ result: 'VALID', slot: 1 });
    expect((await validate(key.hashKey, mac(101))).body).toMatchObject({ result: 'NOT_ACTIVATED' });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', String(key.id)).where('action', '=', 'license.activate.moved').executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ slot: 1, macAddress: mac(101) });

    // The second PC still has its slot, and with both taken the laptop still moves.
    expect((await activateAs(key.hashKey, mac(201), { machineId: desktop })).body).toMatchObject({ result: 'ACTIVATED', slot: 2 });
    expect((await activateAs(key.hashKey, mac(101), { machineId: laptop })).body).toMatchObject({ result: 'VALID', slot: 1 });
    // A third PC is still refused; a MAC that another slot holds is never moved onto.
    expect((await activateAs(key.hashKey, mac(301), { machineId: 'c'.repeat(64) })).status).toBe(409);
    expect((await activateAs(key.hashKey, mac(201), { machineId: laptop })).body).toMatchObject({ result: 'VALID', slot: 2 });
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: mac(101), mac_address2: mac(201), machine_id2: desktop });
  });

  it('moves a slot only for the key\'s owner: a machine id anyone else sends (or none logged in) moves nothing', async () => {
    const shared = 'e'.repeat(64);
    const { key, activateAs } = await ownedKey();
    const stranger = await createBuyer(ctx);
    expect((await activateAs(key.hashKey, mac(701), { machineId: shared })).body).toMatchObject({ result: 'ACTIVATED', slot: 1 });
    // PCs that all claim the owner's machine id, logged out or as someone else, each in parallel.
    const claims = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => activate(key.hashKey, mac(710 + i), { machineId: shared })),
      ...Array.from({ length: 4 }, (_, i) => activate(key.hashKey, mac(720 + i), { machineId: shared }, stranger.token)),
    ]);
    // Told why, with slot 2 free: not "used on two PCs already", which sends the buyer to support.
    for (const r of claims) expect(r).toMatchObject({ status: 409, body: { valid: false, result: 'PC_UNDER_OTHER_MAC', message: LICENSE_MESSAGES.PC_UNDER_OTHER_MAC } });
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: mac(701), mac_address2: null });
    const moves = await ctx.db.selectFrom('audit_log').select('id').where('target_id', '=', String(key.id)).where('action', '=', 'license.activate.moved').execute();
    expect(moves).toHaveLength(0);
  });

  it('moves a slot at most LICENSE_MOVES times a day, then says so and leaves the slot where it is', async () => {
    ctx.clock.startNextWindow(LICENSE_MOVES.windowSeconds);
    const laptop = '9'.repeat(64);
    const { key, owner, activateAs } = await ownedKey();
    expect((await activateAs(key.hashKey, mac(800), { machineId: laptop })).status).toBe(200);
    for (let i = 1; i <= LICENSE_MOVES.limit; i++) expect((await activateAs(key.hashKey, mac(800 + i), { machineId: laptop })).body).toMatchObject({ result: 'VALID', slot: 1 });
    const refused = await activateAs(key.hashKey, mac(900), { machineId: laptop });
    expect(refused).toMatchObject({ status: 429, body: { message: LICENSE_MOVES_USED_UP } });
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: mac(800 + LICENSE_MOVES.limit), mac_address2: null });
    // The PC it holds still answers, and a day later it moves again.
    expect((await activateAs(key.hashKey, mac(800 + LICENSE_MOVES.limit), { machineId: laptop })).body).toMatchObject({ result: 'VALID', slot: 1 });
    ctx.clock.advance(LICENSE_MOVES.windowSeconds * 1000);
    // The owner logs in again (a day outlives the session).
    const { token } = await startSession(ctx.deps, { id: owner.id, role: 'USER' }, false, { ip: randomIp(), userAgent: null });
    expect((await activate(key.hashKey, mac(900), { machineId: laptop }, token)).body).toMatchObject({ result: 'VALID', slot: 1 });
  });

  it('a slot taken without a machine id learns it when the app comes back, so the PC keeps one slot', async () => {
    const machineId = 'f'.repeat(64);
    const { key, activateAs } = await ownedKey();
    // The purchased program activates first, with no machine id; then the app on the same PC.
    expect((await activate(key.hashKey, mac(501))).body).toMatchObject({ result: 'ACTIVATED', slot: 1 });
    expect((await activateAs(key.hashKey, mac(501), { machineId })).body).toMatchObject({ result: 'VALID', slot: 1 });
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: mac(501), machine_id1: machineId });
    // Undocked, the same PC reports its Wi-Fi adapter: its slot moves, the other stays free.
    expect((await activateAs(key.hashKey, mac(502), { machineId })).body).toMatchObject({ result: 'VALID', slot: 1 });
    expect(await slotsOf(key.id)).toMatchObject({ mac_address1: mac(502), mac_address2: null });
  });

  it('one PC with two MACs activating at once takes one slot', async () => {
    const machineId = 'd'.repeat(64);
    const { key, activateAs } = await ownedKey();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => activateAs(key.hashKey, mac(400 + (i % 2)), { machineId })));
    // Each switch between the two is a move, and moves past the day's budget are refused.
    for (const r of results) expect(r.status === 200 ? r.body.slot : r.body.message).toBe(r.status === 200 ? 1 : LICENSE_MOVES_USED_UP);
    const row = await slotsOf(key.id);
    expect(row).toMatchObject({ machine_id1: machineId, mac_address2: null, machine_id2: null });
    expect([mac(400), mac(401)]).toContain(row.mac_address1);
  });

  it('starts the period of a BEFORE_USE key and refuses dead keys with reason codes', async () => {
    const fresh = await newKey({ use_status: 'BEFORE_USE', subscription_period: 3 });
    const res = await activate(fresh.hashKey, mac(7));
    expect(res.body).toMatchObject({ result: 'ACTIVATED', slot: 1 });
    const row = await slotsOf(fresh.id);
    expect(row.use_status).toBe('GRANTED');
    expect(row.expire_at!.getTime() - row.start_at!.getTime()).toBe(90 * 86_400_000);

    expect((await activate(newLicenseKey(), mac(1))).body).toMatchObject({ result: 'NOT_FOUND' });
    expect((await activate(newLicenseKey(), mac(1))).status).toBe(404);
    const expired = await newKey({ use_status: 'GRANTED', expire_at: new Date(Date.now() - 1000) });
    expect((await activate(expired.hashKey, mac(1))).body.result).toBe('EXPIRED');
    const revoked = await newKey({ use_status: 'UNSUBSCRIPTION', revoked_at: new Date() });
    expect((await activate(revoked.hashKey, mac(1))).body.result).toBe('REVOKED');
    const denied = await newKey({ use_status: 'DENIED' });
    expect((await activate(denied.hashKey, mac(1))).body.result).toBe('SUSPENDED');
    const bad = await activate(fresh.hashKey, '00:00:00:00:00:00');
    expect(bad.status).toBe(400);
  });

  it('a period is 30 days of 24 hours a month, whatever time zone the database session is in', async () => {
    // One pooled connection cannot be pinned on PostgreSQL; PGlite has one session, the app's.
    if (ctx.dbKind !== 'pglite') return;
    const zone = await sql<{ TimeZone: string }>`show timezone`.execute(ctx.db);
    // A month from here crosses the start of daylight saving time in New York (2027-03-14).
    const shift = Date.parse('2027-03-01T12:00:00Z') - ctx.clock.now().getTime();
    await sql`set timezone = 'America/New_York'`.execute(ctx.db);
    ctx.clock.advance(shift);
    try {
      const key = await newKey({ use_status: 'BEFORE_USE', subscription_period: 1 });
      expect((await activate(key.hashKey, mac(8))).body).toMatchObject({ result: 'ACTIVATED' });
      const row = await slotsOf(key.id);
      // The same length as a period started by revealing the key (expiryOf) or made by an admin.
      expect(row.expire_at!.getTime()).toBe(expiryOf(row.start_at!, 1)!.getTime());
      expect(row.expire_at!.getTime() - row.start_at!.getTime()).toBe(30 * 86_400_000);
    } finally {
      ctx.clock.advance(-shift);
      await sql`select set_config('TimeZone', ${zone.rows[0]!.TimeZone}, false)`.execute(ctx.db);
    }
  });

  it('limits calls per key and PC, so one PC\'s calls never refuse the others', async () => {
    ctx.clock.startNextWindow(LICENSE_LIMITS.windowSeconds);
    const key = await newKey();
    await activate(key.hashKey, mac(1));
    await activate(key.hashKey, mac(2));
    // A third PC retrying, or anyone holding the key, from many addresses.
    const third = [];
    for (let i = 0; i < LICENSE_LIMITS.perKeyAndMac + 1; i++) third.push((await activate(key.hashKey, mac(3))).status);
    expect(third.slice(0, -1).every((s) => s === 409)).toBe(true);
    expect(third.at(-1)).toBe(429);
    expect((await validate(key.hashKey, mac(1))).body).toMatchObject({ result: 'VALID', slot: 1 });
    expect((await activate(key.hashKey, mac(2))).body).toMatchObject({ result: 'VALID', slot: 2 });
    let last = 0;
    for (let i = 0; i < LICENSE_LIMITS.perKeyAndMac; i++) last = (await validate(key.hashKey, mac(1))).status;
    expect(last).toBe(429);
  });
});

describe('validation round trips', () => {
  const caller = (ip = randomIp()) => ({ ip, memberId: null });

  it('counts both throttles and reads the key in one statement, for a live key and an unknown one', async () => {
    const key = await newKey();
    await activate(key.hashKey, mac(1));
    let answer: unknown;
    expect(await statementsOf(ctx, async (deps) => (answer = await validateLicense(deps, caller(), { hashKey: key.hashKey, macAddress: mac(1) })))).toHaveLength(1);
    expect(answer).toMatchObject({ result: 'VALID', slot: 1 });
    expect(await statementsOf(ctx, async (deps) => (answer = await validateLicense(deps, caller(), { hashKey: newLicenseKey(), macAddress: mac(1) })))).toHaveLength(1);
    expect(answer).toMatchObject({ result: 'NOT_FOUND' });
  });

  it('never refuses a PC that holds a slot because its address is over the limit (one office, one address), and says when to retry', async () => {
    ctx.clock.startNextWindow(LICENSE_LIMITS.windowSeconds);
    const key = await newKey();
    const ip = randomIp();
    await validateLicense(ctx.deps, caller(ip), { hashKey: key.hashKey, macAddress: mac(1) }); // not yet activated: counts on the address
    await activate(key.hashKey, mac(1));
    // Another PC behind the same address guessing (or misconfigured) uses up the address's budget.
    for (let i = 0; i < LICENSE_LIMITS.perIp; i++) await validateLicense(ctx.deps, caller(ip), { hashKey: newLicenseKey(), macAddress: mac(7) }).catch(() => undefined);
    const refused = await ctx.request('/api/licenses/validate', { method: 'POST', headers: { 'x-forwarded-for': ip }, json: { hashKey: newLicenseKey(), macAddress: mac(7) } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(LICENSE_LIMITS.windowSeconds);
    // The registered PC still gets its answer and certificate.
    await expect(validateLicense(ctx.deps, caller(ip), { hashKey: key.hashKey, macAddress: mac(1) })).resolves.toMatchObject({ result: 'VALID', slot: 1 });
    // A PC without a slot on that key is refused as before.
    await expect(validateLicense(ctx.deps, caller(ip), { hashKey: key.hashKey, macAddress: mac(2) })).rejects.toMatchObject({ status: 429 });
  });

  it('a call refused by its key’s limit is not counted against its address', async () => {
    ctx.clock.startNextWindow(LICENSE_LIMITS.windowSeconds);
    const key = await newKey();
    const ip = randomIp();
    for (let i = 0; i < LICENSE_LIMITS.perKeyAndMac; i++) await validateLicense(ctx.deps, caller(ip), { hashKey: key.hashKey, macAddress: mac(1) });
    await expect(validateLicense(ctx.deps, caller(ip), { hashKey: key.hashKey, macAddress: mac(1) })).rejects.toMatchObject({ status: 429 });
    const counts = await ctx.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'license:%').where('key', 'like', `%${ip}`).execute();
    expect(counts).toEqual([{ key: `license:ip:${ip}`, count: LICENSE_LIMITS.perKeyAndMac }]);
  });
});

describe('certificates', () => {
  it('verify with the published public key, echo the nonce, and fail when tampered', async () => {
    const key = await newKey({ use_status: 'BEFORE_USE' });
    const res = await activate(key.hashKey, mac(9), { nonce: 'nonce-12345678' });
    const published = await ctx.request('/api/licenses/public-key');
    expect(published.body).toMatchObject({ alg: 'EdDSA', jwk: { kty: 'OKP', crv: 'Ed25519' } });
    const publicKey = await importJWK(published.body.jwk, 'EdDSA');
    const { payload, protectedHeader } = await jwtVerify(res.body.certificate, publicKey, { issuer: LICENSE_CERT_ISSUER, audience: LICENSE_CERT_AUDIENCE, algorithms: ['EdDSA'] });
    expect(protectedHeader.kid).toBe(published.body.kid);
    expect(payload).toMatchObject({ sub: key.hashKey, mac: mac(9), status: 'ACTIVATED', slot: 1, nonce: 'nonce-12345678' });
    expect(typeof payload.lic_exp).toBe('number');
    // The PEM is the same key.
    await compactVerify(res.body.certificate, createPublicKey(published.body.publicKeyPem));

    const [h, p, s] = (res.body.certificate as string).split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, status: 'VALID', mac: '02:00:00:00:00:99' })).toString('base64url');
    await expect(jwtVerify(`${h}.${forged}.${s}`, publicKey)).rejects.toThrow();
    const flipped = s!.slice(0, -2) + (s!.endsWith('AA') ? 'BB' : 'AA');
    await expect(jwtVerify(`${h}.${p}.${flipped}`, publicKey)).rejects.toThrow();
  });

  it('validate answers VALID, NOT_ACTIVATED, SLOTS_FULL with a signed answer', async () => {
    const key = await newKey();
    expect((await validate(key.hashKey, mac(1))).body).toMatchObject({ result: 'NOT_ACTIVATED', valid: false });
    await activate(key.hashKey, mac(1));
    const ok = await validate(key.hashKey, mac(1), { nonce: 'abcdefgh' });
    expect(ok.body).toMatchObject({ result: 'VALID', valid: true, slot: 1 });
    const publicKey = await importJWK((await ctx.request('/api/licenses/public-key')).body.jwk, 'EdDSA');
    expect((await jwtVerify(ok.body.certificate, publicKey)).payload).toMatchObject({ status: 'VALID', nonce: 'abcdefgh' });
    await activate(key.hashKey, mac(2));
    expect((await validate(key.hashKey, mac(3))).body.result).toBe('SLOTS_FULL');
    expect((await validate(newLicenseKey(), mac(3))).body).toMatchObject({ result: 'NOT_FOUND', valid: false });
  });
});

describe('expiry job', () => {
  it('marks granted keys past their expiry EXPIRED and leaves the others', async () => {
    const now = ctx.clock.now().getTime();
    const past = await newKey({ use_status: 'GRANTED', start_at: new Date(now - 40 * 86_400_000), expire_at: new Date(now - 1000) });
    const future = await newKey({ use_status: 'GRANTED', expire_at: new Date(now + 86_400_000) });
    const unlimited = await newKey({ use_status: 'GRANTED', expire_at: null });
    expect(await expireLicenses(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect((await slotsOf(past.id)).use_status).toBe('EXPIRED');
    expect((await slotsOf(future.id)).use_status).toBe('GRANTED');
    expect((await slotsOf(unlimited.id)).use_status).toBe('GRANTED');
    ctx.clock.advance(2 * 86_400_000);
    await expireLicenses(ctx.deps);
    expect((await slotsOf(future.id)).use_status).toBe('EXPIRED');
    ctx.clock.advance(-2 * 86_400_000);
  });
});
