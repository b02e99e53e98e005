import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySheet, buyWithDevCard, createCoupon, createTestItem, keysOf, ledgerOf, memberPoints, orderRow, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, createTestMember, loginAs, randomIp, signupThroughApi, type TestMember } from '../../../test/members.ts';
import { PDF_BYTES, PNG_BYTES, callAs, upload } from '../../../test/uploads.ts';
import { SYSTEM_CANCEL_REASONS } from '../orders/order-settings.ts';

let ctx: TestContext;
let itemId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = await createTestItem(ctx, { sale_price: 10_000, cost_price: 12_000 });
});
afterAll(() => ctx.close());

async function loggedIn(options: Parameters<typeof createTestMember>[1] = {}): Promise<TestMember & { token: string; buyer: Buyer }> {
  const m = await createTestMember(ctx, options);
  const token = await loginAs(ctx, m.loginId, m.password);
  return { ...m, token, buyer: { id: m.id, token, email: m.email } };
}

const withdraw = (token: string, body: Record<string, unknown>) => send(ctx, 'POST', '/api/members/withdrawal', token, body);
const valid = (password: string) => ({ reason: 'RARELY_USED', agreed: true, password });

describe('POST /api/members/withdrawal: what it requires', () => {
  it('needs a reason, the consent and the right password', async () => {
    const m = await loggedIn();
    expect(await withdraw(m.token, { agreed: true, password: m.password })).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.withdrawReason } });
    expect(await withdraw(m.token, { reason: 'PRICE', password: m.password })).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.withdrawConsent } });
    expect(await withdraw(m.token, { reason: 'PRICE', agreed: false, password: m.password })).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.withdrawConsent } });
    expect(await withdraw(m.token, { reason: 'PRICE', agreed: true })).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.withdrawPassword } });
    expect(await withdraw(m.token, valid('wrong1234!'))).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.currentPasswordWrong } });
    const row = await ctx.db.selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });

  it('is refused while a key is unused or still running, allowed once it has expired or was revoked', async () => {
    const m = await loggedIn();
    const { orderId } = await buyWithDevCard(ctx, m.buyer, [{ itemId, month: 1, quantity: 1 }]);
    const [key] = await keysOf(ctx, orderId);
    expect(key!.use_status).toBe('BEFORE_USE');
    expect(await withdraw(m.token, valid(m.password))).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.withdrawActiveSubscription } });

    const now = ctx.clock.now().getTime();
    await ctx.db.updateTable('subscriptions').set({ use_status: 'GRANTED', start_at: new Date(now - DAY), expire_at: new Date(now + 29 * DAY) }).where('id', '=', key!.id).execute();
    expect((await withdraw(m.token, valid(m.password))).status).toBe(409);
    // Granted but its expiry has passed (the expiry job has not run yet): no longer active.
    await ctx.db.updateTable('subscriptions').set({ expire_at: new Date(now - 1000) }).where('id', '=', key!.id).execute();
    expect((await withdraw(m.token, valid(m.password))).status).toBe(200);
  });

});

describe('POST /api/members/withdrawal: unpaid orders', () => {
  // A function: itemId is set in beforeAll, after the describe block has run.
  const line = () => [{ itemId, month: 1, quantity: 1 }];
  /** A submitted order: the sheet applied with a payment method (its points and coupon reserved). */
  async function submitted(m: { buyer: Buyer }, sheet: Parameters<typeof applySheet>[3]): Promise<number> {
    const orderId = await placeOrder(ctx, m.buyer, line());
    const applied = await applySheet(ctx, m.buyer, orderId, sheet);
    expect(applied.status).toBe(200);
    return orderId;
  }

  it('is refused while a bank transfer waits for its deposit; an unsubmitted sheet beside it stays as it was', async () => {
    const m = await loggedIn();
    const transfer = await submitted(m, { paymentMethod: 'BANK_TRANSFER' });
    expect((await send(ctx, 'PUT', '/api/order/bank-transfer', m.token, { orderId: transfer, orderEmail: m.email })).status).toBe(200);
    const sheet = await placeOrder(ctx, m.buyer, line());
    expect(await withdraw(m.token, valid(m.password))).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.withdrawWaitingOrder } });
    for (const id of [transfer, sheet]) expect((await orderRow(ctx, id)).status).toBe('WAITING');
    expect((await ctx.db.selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow()).status).toBe('ACTIVE');
  });

  it('is refused while a card payment is in progress, keeping its points and coupon reserved', async () => {
    const m = await loggedIn({ points: 3000 });
    const couponId = await createCoupon(ctx, {}, [m.id]);
    const card = await submitted(m, { paymentMethod: 'SIMPLE_PAY', usePoint: 2000, couponId });
    expect(await withdraw(m.token, valid(m.password))).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.withdrawWaitingOrder } });
    expect(await orderRow(ctx, card)).toMatchObject({ status: 'WAITING', use_point: 2000 });
    expect(await memberPoints(ctx, m.id)).toBe(1000);
    const copy = await ctx.db.selectFrom('member_coupons').select(['order_id', 'used_at']).where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(copy.order_id).toBe(card);
  });

  it('goes through with a buy-now sheet left before choosing a payment method, which ends as an expired sheet does', async () => {
    // The QA case: sign up, 바로 구매, leave the checkout. My page lists no order.
    const m = await loggedIn({ points: 1500 });
    const sheet = await placeOrder(ctx, m.buyer, line());
    expect((await send(ctx, 'GET', '/api/purchase-list', m.token)).body).toMatchObject({ totalElements: 0 });

    expect(await withdraw(m.token, valid(m.password))).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.withdrawDone } });

    const order = await orderRow(ctx, sheet);
    expect(order).toMatchObject({ status: 'CANCEL', cancel_reason: SYSTEM_CANCEL_REASONS.memberWithdrew, use_point: 0, member_coupon_id: null, payment_method: null });
    expect(order.cancelled_at).not.toBeNull();
    const waiting = await ctx.db.selectFrom('orders').select('id').where('member_id', '=', m.id).where('status', '=', 'WAITING').execute();
    expect(waiting).toEqual([]);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_member_id']).where('target_type', '=', 'order').where('target_id', '=', String(sheet)).execute();
    expect(audit).toEqual([{ action: 'order.cancel', actor_member_id: m.id }]);
    // The points lapse as always.
    expect(await ctx.db.selectFrom('members').select(['status', 'points']).where('id', '=', m.id).executeTakeFirstOrThrow()).toEqual({ status: 'WITHDRAWN', points: 0 });
    expect((await ledgerOf(ctx, m.id)).map((l) => [l.delta, l.balance_after])).toEqual([[-1500, 0]]);
  });

  it('goes through with a sheet whose checkout window has passed before the order jobs ran', async () => {
    const m = await loggedIn();
    const sheet = await placeOrder(ctx, m.buyer, line());
    await ctx.db.updateTable('orders').set({ deposit_deadline: new Date(ctx.clock.now().getTime() - 1000) }).where('id', '=', sheet).execute();
    expect((await withdraw(m.token, valid(m.password))).status).toBe(200);
    expect((await orderRow(ctx, sheet)).status).toBe('CANCEL');
  });
});

describe('POST /api/members/withdrawal: what it does', () => {
  it('erases personal data, ends every session, keeps orders and payments without personal fields', async () => {
    const m = await loggedIn({ name: '탈퇴예정', email: 'leaving@example.com' });
    const secondDevice = await loginAs(ctx, m.loginId, m.password, true);
    const { orderId } = await buyWithDevCard(ctx, m.buyer, [{ itemId, month: 1, quantity: 1 }]);
    await ctx.db.updateTable('orders').set({ order_email: 'leaving@example.com' }).where('id', '=', orderId).execute();
    // The key ran on two PCs: their MAC addresses and machine ids are the member's devices.
    const devices = { mac_address1: '02:00:00:00:0A:01', machine_id1: 'machine-a', mac_address2: '02:00:00:00:0B:01', machine_id2: 'machine-b' };
    await ctx.db.updateTable('subscriptions').set({ use_status: 'EXPIRED', ...devices }).where('order_id', '=', orderId).execute();
    const hashKey = (await keysOf(ctx, orderId))[0]!.hash_key;
    const activateOnA = () => ctx.request('/api/licenses/activate', { method: 'POST', headers: { 'x-forwarded-for': randomIp() }, json: { hashKey, macAddress: devices.mac_address1 } });
    expect(await activateOnA()).toMatchObject({ status: 409, body: { result: 'EXPIRED' } });
    await ctx.db.insertInto('social_accounts').values({ member_id: m.id, provider: 'kakao', provider_user_id: `k-${m.id}` }).execute();
    const points = (await ctx.db.selectFrom('members').select('points').where('id', '=', m.id).executeTakeFirstOrThrow()).points;
    expect(points).toBeGreaterThan(0);

    const res = await withdraw(m.token, { reason: 'OTHER', detail: '잘 썼습니다', agreed: true, password: m.password });
    expect(res).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.withdrawDone } });

    const row = await ctx.db.selectFrom('members').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'WITHDRAWN', name: '탈퇴회원', email: null, phone: null, birth: null, password_hash: null, points: 0, marketing_opt_in: false });
    expect(row.withdrawn_at).not.toBeNull();
    // The id is held (on the row) for 30 days.
    expect(row.login_id).toBe(m.loginId);

    for (const t of [m.token, secondDevice]) expect((await send(ctx, 'GET', '/api/members/my-info', t)).status).toBe(401);
    const sessions = await ctx.db.selectFrom('sessions').select(['revoked_at', 'ip', 'user_agent']).where('member_id', '=', m.id).execute();
    expect(sessions.every((s) => s.revoked_at !== null && s.ip === null && s.user_agent === null)).toBe(true);
    expect(await ctx.db.selectFrom('social_accounts').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('member_consents').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0);

    const order = await ctx.db.selectFrom('orders').select(['status', 'order_email', 'final_krw']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'COMPLETE', order_email: null, final_krw: 10_000 });
    expect(await ctx.db.selectFrom('payments').select('amount').where('order_id', '=', orderId).execute()).toEqual([{ amount: 10_000 }]);
    expect((await keysOf(ctx, orderId))[0]).toMatchObject({ buyer_name: '탈퇴회원', mac_address1: null, machine_id1: null, mac_address2: null, machine_id2: null });
    // The key answers as before: the slots are never read for an ended key.
    expect(await activateOnA()).toMatchObject({ status: 409, body: { result: 'EXPIRED' } });
    const ledger = await ctx.db.selectFrom('point_ledger').select(['delta', 'balance_after', 'description']).where('member_id', '=', m.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ledger).toEqual({ delta: -points, balance_after: 0, description: '회원 탈퇴로 소멸' });
    const reason = await ctx.db.selectFrom('withdrawal_reasons').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(reason).toMatchObject({ reason: 'OTHER', detail: '잘 썼습니다' });
    expect(Object.keys(reason)).not.toContain('member_id');

    expect(await call(ctx, '/api/login', { loginId: m.loginId, password: m.password })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.loginFailed } });
  });

  it('holds the login id for 30 days, then frees it for a new sign-up', async () => {
    const m = await loggedIn();
    expect((await withdraw(m.token, valid(m.password))).status).toBe(200);
    const held = await signupThroughApi(ctx, { loginId: m.loginId.toUpperCase() });
    expect(held.res).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.loginIdTaken } });

    ctx.clock.advance(29 * DAY);
    expect((await signupThroughApi(ctx, { loginId: m.loginId })).res.status).toBe(409);
    ctx.clock.advance(2 * DAY);
    const freed = await signupThroughApi(ctx, { loginId: m.loginId });
    expect(freed.res.status).toBe(201);
    const old = await ctx.db.selectFrom('members').select('login_id').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(old.login_id).toBe(`~withdrawn-${m.id}`);
  });

  it('a double submit withdraws once: one 200, the other finds no live session', async () => {
    const m = await loggedIn();
    await ctx.db.updateTable('members').set({ points: 500 }).where('id', '=', m.id).execute();
    const reasons = () => ctx.db.selectFrom('withdrawal_reasons').select('id').where('reason', '=', 'RARELY_USED').execute().then((r) => r.length);
    const before = await reasons();
    const results = await Promise.all([withdraw(m.token, valid(m.password)), withdraw(m.token, valid(m.password))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    const lapses = await ctx.db.selectFrom('point_ledger').select('delta').where('member_id', '=', m.id).execute();
    expect(lapses).toEqual([{ delta: -500 }]);
    expect(await reasons()).toBe(before + 1);
  });

  it('social-only members withdraw with the consent alone; their phone is free at once', async () => {
    const m = await loggedIn();
    await ctx.db.updateTable('members').set({ password_hash: null }).where('id', '=', m.id).execute();
    expect((await withdraw(m.token, { reason: 'PRIVACY', agreed: true })).status).toBe(200);
    const again = await signupThroughApi(ctx, { phoneNumber: m.phone });
    expect(again.res.status).toBe(201);
  });
});

describe('POST /api/members/withdrawal: custom-request draft and files', () => {
  const application = (fileNames: string) => ({
    name: '김담당',
    email: 'leaving@example.com',
    phoneNumber: '01012345678',
    title: '주문 엑셀 자동 정리 프로그램 제작 문의',
    content: '매일 아침 쇼핑몰 주문을 내려받아 배송 양식으로 옮기는 작업을 자동화하고 싶습니다.',
    fileNames,
  });
  const png = { name: '현재 양식.png', bytes: PNG_BYTES };
  const pdf = { name: '요구사항.pdf', bytes: PDF_BYTES };
  const uploadAs = async (token: string, file: typeof png) => (await upload(ctx, [file], { token })).body.d as string;
  const fileRow = (id: string) => ctx.db.selectFrom('stored_files').select(['storage_key', 'owner_member_id']).where('id', '=', id).executeTakeFirst();
  const storageKeyOf = async (id: string) => (await fileRow(id))!.storage_key;

  /** A submitted application with one file, a draft with two, and one upload attached to nothing. */
  async function memberWithApplications() {
    const m = await loggedIn();
    const submittedFile = await uploadAs(m.token, png);
    expect((await callAs(ctx, '/api/apply/custom-product', { token: m.token }, { json: application(submittedFile) })).status).toBe(201);
    const draftFiles = [await uploadAs(m.token, png), await uploadAs(m.token, pdf)];
    expect((await callAs(ctx, '/api/apply-form/temporary-store', { token: m.token }, { json: application(draftFiles.join(',')) })).status).toBe(200);
    const pending = await uploadAs(m.token, pdf);
    const keys = { submitted: await storageKeyOf(submittedFile), draft: await Promise.all(draftFiles.map(storageKeyOf)), pending: await storageKeyOf(pending) };
    return { m, submittedFile, draftFiles, pending, keys };
  }

  it('deletes the draft, its files and unattached uploads (rows and objects); a submitted application keeps its file', async () => {
    const { m, submittedFile, draftFiles, pending, keys } = await memberWithApplications();
    // Someone else's draft and upload are not touched.
    const other = await loggedIn();
    const otherFile = await uploadAs(other.token, png);
    expect((await callAs(ctx, '/api/apply-form/temporary-store', { token: other.token }, { json: application(otherFile) })).status).toBe(200);
    const otherPending = await uploadAs(other.token, pdf);

    expect((await withdraw(m.token, valid(m.password))).status).toBe(200);

    const apps = await ctx.db.selectFrom('custom_applications').select(['is_draft', 'name', 'email', 'phone']).where('member_id', '=', m.id).execute();
    expect(apps).toEqual([{ is_draft: false, name: '탈퇴회원', email: '', phone: '' }]);
    for (const id of [...draftFiles, pending]) expect(await fileRow(id)).toBeUndefined();
    for (const key of [...keys.draft, keys.pending]) expect(await ctx.adapters.storage.get(key)).toBeUndefined();
    expect(await fileRow(submittedFile)).toEqual({ storage_key: keys.submitted, owner_member_id: m.id });
    expect(await ctx.adapters.storage.get(keys.submitted)).toBeDefined();

    expect(await ctx.db.selectFrom('custom_applications').select('id').where('member_id', '=', other.id).where('is_draft', '=', true).execute()).toHaveLength(1);
    for (const id of [otherFile, otherPending]) expect(await ctx.adapters.storage.get(await storageKeyOf(id))).toBeDefined();
  });

  it('an object that cannot be removed is logged and does not fail the withdrawal or keep the others', async () => {
    const { m, draftFiles, pending, keys } = await memberWithApplications();
    const storage = ctx.adapters.storage;
    const realDelete = storage.delete.bind(storage);
    const failing = vi.spyOn(storage, 'delete').mockImplementation(async (key) => {
      if (key === keys.draft[0]) throw new Error('storage unavailable');
      await realDelete(key);
    });
    const logged = vi.spyOn(ctx.deps.logger, 'error');
    try {
      expect((await withdraw(m.token, valid(m.password))).status).toBe(200);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ storageKey: keys.draft[0] }), expect.any(String));
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
    const member = await ctx.db.selectFrom('members').select('status').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(member.status).toBe('WITHDRAWN');
    for (const id of [...draftFiles, pending]) expect(await fileRow(id)).toBeUndefined();
    expect(await ctx.adapters.storage.get(keys.draft[0]!)).toBeDefined();
    for (const key of [keys.draft[1]!, keys.pending]) expect(await ctx.adapters.storage.get(key)).toBeUndefined();
  });

  it('a refused withdrawal deletes nothing', async () => {
    const { m, draftFiles, pending, keys } = await memberWithApplications();
    const orderId = await placeOrder(ctx, m.buyer, [{ itemId, month: 1, quantity: 1 }]);
    expect((await applySheet(ctx, m.buyer, orderId, { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    expect((await withdraw(m.token, valid(m.password))).status).toBe(409);
    for (const id of [...draftFiles, pending]) expect(await fileRow(id)).toBeDefined();
    for (const key of [...keys.draft, keys.pending]) expect(await ctx.adapters.storage.get(key)).toBeDefined();
    expect((await callAs(ctx, '/api/apply/custom-product', { token: m.token })).status).toBe(200);
  });
});
