import { SUBSCRIPTION_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithDevCard, createBuyer, createTestItem, keysOf, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';

let ctx: TestContext;
let itemId: number;
let admin: Buyer;
let member: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { item_name: '쇼핑몰 자동화' });
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  member = await createBuyer(ctx);
});
afterAll(() => ctx.close());

function create(token: string | undefined, fields: Record<string, string>) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.authorization = `Bearer ${token}`;
  return ctx.app.request('/api/subscription/create-hash-key/temp', { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}
const form = (extra: Record<string, string> = {}) => ({ id: String(itemId), days: '90', secret_token: ctx.config.subscriptionSecretToken, buyerName: '홍길동', ...extra });

describe('admin subscription keys', () => {
  it('refuses visitors (401), members (403) and a wrong secret (403)', async () => {
    expect((await create(undefined, form())).status).toBe(401);
    expect((await create(member.token, form())).status).toBe(403);
    const wrong = await create(admin.token, form({ secret_token: 'not-the-secret' }));
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toBe(SUBSCRIPTION_MESSAGES.wrongSecret);
    expect((await send(ctx, 'GET', '/api/subscription/list/temp', member.token)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/subscription/list/temp', undefined)).status).toBe(401);
    expect((await send(ctx, 'DELETE', '/api/subscription/hash-key-mac-delete/temp?id=1&hashKey=X&macAddress=02:00:00:00:00:01', member.token)).status).toBe(403);
  });

  it('lets an admin guess the secret 5 times in a window, then refuses even the right one (429) until it ends', async () => {
    const guesser = await createBuyer(ctx, { role: 'ADMIN' });
    // Right tokens are given back: only wrong ones count.
    for (let i = 0; i < 6; i++) expect((await create(guesser.token, form())).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await create(guesser.token, form({ secret_token: `guess-${i}` }))).status).toBe(403);
    const throttled = await create(guesser.token, form());
    expect(throttled.status).toBe(429);
    expect(((await throttled.json()) as { message: string }).message).toBe(SUBSCRIPTION_MESSAGES.secretThrottled);
    // Another admin is not held up; the guesser is once the window has passed.
    expect((await create(admin.token, form())).status).toBe(200);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await create(guesser.token, form())).status).toBe(200);
  });

  it('refuses months outside 1/3/6/12 and unknown products', async () => {
    expect((await create(admin.token, form({ days: '45' }))).status).toBe(400);
    expect((await create(admin.token, form({ buyerName: '' }))).status).toBe(400);
    expect((await create(admin.token, form({ id: '999999' }))).status).toBe(404);
  });

  it('finds a key by buyer or product (any part) and by the beginning of its key or MAC, in any case or MAC spelling', async () => {
    const text = await (await create(admin.token, form({ buyerName: '검색용구매자' }))).text();
    const hashKey = /AW[A-Z0-9-]{22}/.exec(text)![0];
    await ctx.db.updateTable('subscriptions').set({ mac_address2: '0A:1B:2C:3D:4E:5F' }).where('hash_key', '=', hashKey).execute();
    const found = async (search: string) =>
      (await send(ctx, 'GET', `/api/subscription/list/temp?search=${encodeURIComponent(search)}`, admin.token)).body.some((k: { hashKey: string }) => k.hashKey === hashKey);
    for (const search of ['용구매', '몰 자동', hashKey.slice(0, 9).toLowerCase(), hashKey, '0a-1b-2c', '0A:1B:2C:3D:4E:5F']) expect(await found(search), search).toBe(true);
    // A MAC as the license API accepts it: bare hex and Cisco dots too, whole or its beginning.
    for (const search of ['0a1b2c3d4e5f', '0a1b.2c3d.4e5f', '0A1B2C', '0a1b.2c']) expect(await found(search), search).toBe(true);
    // Decomposed Hangul (NFD), as a macOS keyboard may send it.
    for (const search of ['용구매', '몰 자동']) expect(await found(search.normalize('NFD')), `NFD ${search}`).toBe(true);
    // The 100-character limit counts syllables: 60 of them are 120 characters decomposed.
    const long = await send(ctx, 'GET', `/api/subscription/list/temp?search=${encodeURIComponent('가나다라마바사아자차'.repeat(6).normalize('NFD'))}`, admin.token);
    expect(long.status).toBe(200);
    // The middle of a key or a MAC is no beginning; wildcards are text.
    for (const search of [hashKey.slice(5, 14), '2C:3D', '%', 'AW_']) expect(await found(search), search).toBe(false);
  });

  it('creates a live key for days = months × 30, lists, filters, and clears exactly one MAC slot', async () => {
    const res = await create(admin.token, form());
    expect(res.status).toBe(200);
    const text = await res.text();
    const hashKey = /AW[A-Z0-9-]{22}/.exec(text)![0];
    const list = await send(ctx, 'GET', `/api/subscription/list/temp?filter=active&search=${encodeURIComponent('홍길')}`, admin.token);
    const row = list.body.find((k: { hashKey: string }) => k.hashKey === hashKey);
    expect(row).toMatchObject({ buyerName: '홍길동', productNumber: itemId, productName: '쇼핑몰 자동화', useState: 'active', macAddress1: null });
    expect(Date.parse(row.expirationDate) - Date.parse(row.creationDate)).toBeCloseTo(90 * 86_400_000, -4);
    expect((await send(ctx, 'GET', '/api/subscription/list/temp?filter=inactive', admin.token)).body.some((k: { hashKey: string }) => k.hashKey === hashKey)).toBe(false);
    expect((await send(ctx, 'GET', '/api/subscription/list/temp?filter=bogus', admin.token)).status).toBe(400);
    // 만료 임박: live and ending within the notice week; this 3-month key is not, until its last days.
    const expiring = async () => (await send(ctx, 'GET', '/api/subscription/list/temp?filter=expiring', admin.token)).body.some((k: { hashKey: string }) => k.hashKey === hashKey);
    expect(await expiring()).toBe(false);
    await ctx.db.updateTable('subscriptions').set({ expire_at: new Date(ctx.clock.now().getTime() + 3 * 86_400_000) }).where('id', '=', row.id).execute();
    expect(await expiring()).toBe(true);
    await ctx.db.updateTable('subscriptions').set({ expire_at: new Date(ctx.clock.now().getTime() - 1000) }).where('id', '=', row.id).execute();
    expect(await expiring()).toBe(false);
    await ctx.db.updateTable('subscriptions').set({ expire_at: new Date(Date.parse(row.expirationDate)) }).where('id', '=', row.id).execute();

    for (const mac of ['02:00:00:00:00:0A', '02:00:00:00:00:0B']) {
      expect((await send(ctx, 'POST', '/api/licenses/activate', undefined, { hashKey, macAddress: mac })).status).toBe(200);
    }
    const del = (mac: string, key = hashKey) => send(ctx, 'DELETE', `/api/subscription/hash-key-mac-delete/temp?id=${row.id}&hashKey=${encodeURIComponent(key)}&macAddress=${encodeURIComponent(mac)}`, admin.token);
    // The key as activation takes it: lower case, without its dashes.
    expect((await del('02-00-00-00-00-0b', hashKey.toLowerCase().replaceAll('-', ''))).body).toMatchObject({ result: 'success', slot: 2 });
    const after = await ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ mac_address1: '02:00:00:00:00:0A', mac_address2: null });
    expect((await del('02:00:00:00:00:0B')).body).toMatchObject({ result: 'fail', message: SUBSCRIPTION_MESSAGES.macNotInSlot });
    // A call missing its key or address says which, in the store's words (not zod's type talk).
    const noKey = await send(ctx, 'DELETE', `/api/subscription/hash-key-mac-delete/temp?id=${row.id}&macAddress=02:00:00:00:00:0A`, admin.token);
    expect(noKey).toMatchObject({ status: 400, body: { message: '라이선스 키가 필요합니다.' } });
    const noMac = await send(ctx, 'DELETE', `/api/subscription/hash-key-mac-delete/temp?id=${row.id}&hashKey=${hashKey}`, admin.token);
    expect(noMac).toMatchObject({ status: 400, body: { message: 'MAC 주소가 필요합니다.' } });
    const audits = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', String(row.id)).execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['subscription.create', 'license.activate', 'license.slot.clear']));
  });

  it('draws a key again when the one drawn exists, in the same transaction', async () => {
    const first = await (await create(admin.token, form({ buyerName: '첫 구매자' }))).text();
    const existing = /AW[A-Z0-9-]{22}/.exec(first)![0];
    // The next key inserted is turned into `existing`, once: a repeat of 90 random bits, made to
    // happen. In PostgreSQL a failed statement aborts its transaction, so the draw that follows
    // must not come after a unique violation.
    await sql`create table repeat_key (hash_key text not null)`.execute(ctx.db);
    await sql`create function repeat_key() returns trigger language plpgsql as $$
      declare repeated text;
      begin
        delete from repeat_key returning hash_key into repeated;
        if repeated is not null then new.hash_key := repeated; end if;
        return new;
      end $$`.execute(ctx.db);
    await sql`create trigger repeat_key before insert on subscriptions for each row execute function repeat_key()`.execute(ctx.db);
    await sql`insert into repeat_key values (${existing})`.execute(ctx.db);
    try {
      const res = await create(admin.token, form({ buyerName: '두 번째 구매자' }));
      expect(res.status).toBe(200);
      const hashKey = /AW[A-Z0-9-]{22}/.exec(await res.text())![0];
      expect(hashKey).not.toBe(existing);
      const rows = await ctx.db.selectFrom('subscriptions').select(['hash_key', 'buyer_name']).where('buyer_name', 'in', ['첫 구매자', '두 번째 구매자']).orderBy('id').execute();
      expect(rows).toEqual([
        { hash_key: existing, buyer_name: '첫 구매자' },
        { hash_key: hashKey, buyer_name: '두 번째 구매자' },
      ]);
    } finally {
      await sql`drop trigger repeat_key on subscriptions`.execute(ctx.db);
      await sql`drop function repeat_key()`.execute(ctx.db);
      await sql`drop table repeat_key`.execute(ctx.db);
    }
  });

  it("lists a suspended member's live key as 회원 정지, under 비활성 and not 활성 or 만료 임박, until the member is back", async () => {
    const owner = await createBuyer(ctx);
    const hashKey = newLicenseKey();
    const now = ctx.clock.now().getTime();
    await ctx.db
      .insertInto('subscriptions')
      .values({ hash_key: hashKey, member_id: owner.id, item_id: itemId, buyer_name: '정지될회원', subscription_period: 1, source: 'ADMIN', use_status: 'GRANTED', start_at: new Date(now - 86_400_000), expire_at: new Date(now + 3 * 86_400_000) })
      .execute();
    const listed = async (filter: string) =>
      (await send(ctx, 'GET', `/api/subscription/list/temp?filter=${filter}&search=${encodeURIComponent('정지될')}`, admin.token)).body.find((k: { hashKey: string }) => k.hashKey === hashKey);
    const live = { useStatus: 'GRANTED', useState: 'active', memberSuspended: false };
    expect(await listed('active')).toMatchObject(live);
    expect(await listed('expiring')).toMatchObject(live);
    expect(await listed('inactive')).toBeUndefined();

    expect((await send(ctx, 'PUT', `/api/admin/user/${owner.id}/block`, admin.token)).status).toBe(200);
    const suspended = { useStatus: 'GRANTED', useState: 'inactive', memberSuspended: true };
    expect(await listed('all')).toMatchObject(suspended);
    expect(await listed('inactive')).toMatchObject(suspended);
    expect(await listed('active')).toBeUndefined();
    expect(await listed('expiring')).toBeUndefined();

    expect((await send(ctx, 'PUT', `/api/admin/user/${owner.id}/unblock`, admin.token)).status).toBe(200);
    expect(await listed('active')).toMatchObject({ ...live, revoked: false });

    // Taken back with a cancelled order: inactive, and said to be revoked (the list shows 회수됨).
    await ctx.db.updateTable('subscriptions').set({ revoked_at: ctx.clock.now() }).where('hash_key', '=', hashKey).execute();
    expect(await listed('inactive')).toMatchObject({ useStatus: 'UNSUBSCRIPTION', useState: 'inactive', revoked: true });
  });

  describe('taking back a key made here', () => {
    const revoke = (id: number, token = admin.token, body?: unknown) => send(ctx, 'POST', `/api/admin/subscriptions/${id}/revoke`, token, body);
    async function madeKey() {
      const text = await (await create(admin.token, form({ buyerName: '회수 대상' }))).text();
      const hashKey = /AW[A-Z0-9-]{22}/.exec(text)![0];
      const row = await ctx.db.selectFrom('subscriptions').select('id').where('hash_key', '=', hashKey).executeTakeFirstOrThrow();
      return { id: row.id, hashKey };
    }

    it('stops the key at once, lists it 회수됨, audits who and why, and refuses a second time', async () => {
      const { id, hashKey } = await madeKey();
      expect((await send(ctx, 'POST', '/api/licenses/activate', undefined, { hashKey, macAddress: '02:00:00:00:00:1A' })).status).toBe(200);
      const listed = async () => (await send(ctx, 'GET', `/api/subscription/list/temp?search=${hashKey.slice(0, 9)}`, admin.token)).body.find((k: { id: number }) => k.id === id);
      expect(await listed()).toMatchObject({ issuedByAdmin: true, revoked: false, useState: 'active' });

      expect(await revoke(id, admin.token, { reason: '  환불한 오프라인 판매  ' })).toMatchObject({ status: 200, body: { message: SUBSCRIPTION_MESSAGES.keyRevoked, id } });
      expect(await listed()).toMatchObject({ revoked: true, useState: 'inactive', useStatus: 'UNSUBSCRIPTION' });
      const check = await send(ctx, 'POST', '/api/licenses/validate', undefined, { hashKey, macAddress: '02:00:00:00:00:1A' });
      expect(check.body).toMatchObject({ result: 'REVOKED' });
      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'subscription.revoke').where('target_id', '=', String(id)).executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_member_id: admin.id, target_type: 'subscription', after: { useStatus: 'UNSUBSCRIPTION', reason: '환불한 오프라인 판매' } });

      expect(await revoke(id)).toMatchObject({ status: 409, body: { message: SUBSCRIPTION_MESSAGES.alreadyRevoked } });
    });

    it('leaves a key bought in an order to the order’s cancel, and says so', async () => {
      const buyer = await createBuyer(ctx);
      const { orderId } = await buyWithDevCard(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
      const [key] = await keysOf(ctx, orderId);
      expect(await revoke(key!.id)).toMatchObject({ status: 409, body: { message: SUBSCRIPTION_MESSAGES.orderKeyRevoke } });
      expect((await keysOf(ctx, orderId))[0]).toMatchObject({ revoked_at: null });
    });

    it('is for admins only, says an unknown key is not found, and refuses a reason too long', async () => {
      const { id } = await madeKey();
      expect((await revoke(id, member.token)).status).toBe(403);
      expect((await send(ctx, 'POST', `/api/admin/subscriptions/${id}/revoke`, undefined)).status).toBe(401);
      expect(await revoke(987_654)).toMatchObject({ status: 404, body: { message: SUBSCRIPTION_MESSAGES.notFound } });
      expect(await revoke(id, admin.token, { reason: '가'.repeat(201) })).toMatchObject({ status: 400, body: { message: SUBSCRIPTION_MESSAGES.revokeReasonTooLong } });
      expect((await revoke(id, admin.token, {})).status).toBe(200);
    });

    it('two admins revoking one key at once: one succeeds, the other is told it is already revoked, one audit row', async () => {
      const { id } = await madeKey();
      const results = await Promise.all([revoke(id), revoke(id), revoke(id)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'subscription.revoke').where('target_id', '=', String(id)).execute()).toHaveLength(1);
    });
  });
});
