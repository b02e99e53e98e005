import sharp from 'sharp';
import { ADMIN_ITEM_MESSAGES, DEFAULT_MAIN_PAGE, DEFAULT_SITE_TEXT, HOME_SECTION_KEYS, SITE_SETTINGS_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheet, buyWithDevCard, createBuyer, createTestItem, ledgerOf, placeOrder, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { call, randomPhone } from '../../../test/members.ts';

let ctx: TestContext;
let admin: Buyer;
let member: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  member = await createBuyer(ctx);
});
afterAll(() => ctx.close());

async function current() {
  const res = await send(ctx, 'GET', '/api/admin/settings', admin.token);
  expect(res.status).toBe(200);
  return res.body;
}
const save = (body: unknown, token = admin.token) => send(ctx, 'PUT', '/api/admin/settings', token, body);

describe('site settings', () => {
  it('starts from the defaults', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ business: DEFAULT_SITE_TEXT.business, chatChannelUrl: DEFAULT_SITE_TEXT.chatChannelUrl, pointEarnRatePercent: 1, depositDeadlineDays: 3 });
    const pub = await send(ctx, 'GET', '/api/site-settings', undefined);
    expect(pub.status).toBe(200);
    expect(pub.body.mainPage.sections).toEqual(DEFAULT_MAIN_PAGE.sections);
    // The public answer carries no bank or points configuration.
    expect(pub.body.bankAccount).toBeUndefined();
    expect(pub.body.pointEarnRatePercent).toBeUndefined();
  });

  it('a footer change shows in the public settings at once, audit-logged', async () => {
    const settings = await current();
    const next = { ...settings, business: { ...settings.business, companyName: '주식회사 새이름', phone: '1588-1234' }, supportHours: { ...settings.supportHours, office: '평일 10:00 - 19:00' } };
    const res = await save(next);
    expect(res.status).toBe(200);
    const pub = await send(ctx, 'GET', '/api/site-settings', undefined);
    expect(pub.body.business).toMatchObject({ companyName: '주식회사 새이름', phone: '1588-1234' });
    expect(pub.body.supportHours.office).toBe('평일 10:00 - 19:00');
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_member_id: admin.id, before: expect.objectContaining({ business: expect.objectContaining({ companyName: DEFAULT_SITE_TEXT.business.companyName }) }) });
  });

  it('refuses a save over another admin\'s save made since the screen was loaded (409), and keeps their values', async () => {
    const loaded = await current();
    expect(loaded.updatedAt).toEqual(expect.any(String));
    ctx.clock.advance(1000);
    const first = await save({ ...loaded, bankAccount: { ...loaded.bankAccount, accountNumber: '999-999-999999' } });
    expect(first.status).toBe(200);
    ctx.clock.advance(1000);
    const stale = await save({ ...loaded, supportHours: { ...loaded.supportHours, office: '평일 09:30 - 18:30' } });
    expect(stale).toMatchObject({ status: 409, body: { message: SITE_SETTINGS_MESSAGES.changedMeanwhile } });
    const now = await current();
    expect(now.bankAccount.accountNumber).toBe('999-999-999999');
    expect(now.supportHours.office).toBe(loaded.supportHours.office);
    expect(now.updatedAt).toBe(first.body.updatedAt);
    // Loaded again, the screen saves.
    expect((await save({ ...now, supportHours: { ...now.supportHours, office: '평일 09:30 - 18:30' } })).status).toBe(200);
  });

  it('a renamed store signs its text messages and e-mails with the new name', async () => {
    const settings = await current();
    expect((await save({ ...settings, business: { ...settings.business, storeName: '새이름몰' } })).status).toBe(200);
    const phoneNumber = randomPhone();
    expect((await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber })).status).toBe(200);
    const sms = await ctx.db.selectFrom('outbox').select('body').where('recipient', '=', phoneNumber).executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^\[새이름몰\] 인증번호/);

    const itemId = await createTestItem(ctx, { cost_price: 10_000, sale_price: 10_000 });
    const orderId = await placeOrder(ctx, member, [{ itemId, month: 1, quantity: 1 }]);
    expect((await applySheet(ctx, member, orderId, { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    expect((await send(ctx, 'PUT', '/api/order/bank-transfer', member.token, { orderId, orderEmail: 'renamed@example.com' })).status).toBe(200);
    const mail = await ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', 'renamed@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^\[새이름몰\] 무통장 입금 안내/);
    expect((await save({ ...(await current()), business: settings.business })).status).toBe(200);
  });

  it('the points earn rate is the one fulfilment uses', async () => {
    const settings = await current();
    expect((await save({ ...settings, pointEarnRatePercent: 5 })).status).toBe(200);
    const itemId = await createTestItem(ctx, { cost_price: 20_000, sale_price: 20_000 });
    const buyer = await createBuyer(ctx);
    await buyWithDevCard(ctx, buyer, [{ itemId, month: 1, quantity: 1 }]);
    const earned = (await ledgerOf(ctx, buyer.id)).filter((l) => l.delta > 0).reduce((sum, l) => sum + l.delta, 0);
    expect(earned).toBe(1000);
  });

  it('the bank account and deposit deadline are what a bank transfer gets', async () => {
    const settings = await current();
    const bankAccount = { bank: '우리은행', accountNumber: '1002-123-456789', holder: '주식회사 새이름' };
    expect((await save({ ...settings, bankAccount, depositDeadlineDays: 7 })).status).toBe(200);
    const itemId = await createTestItem(ctx, { cost_price: 10_000, sale_price: 10_000 });
    const orderId = await placeOrder(ctx, member, [{ itemId, month: 1, quantity: 1 }]);
    expect((await applySheet(ctx, member, orderId, { paymentMethod: 'BANK_TRANSFER' })).status).toBe(200);
    const res = await send(ctx, 'PUT', '/api/order/bank-transfer', member.token, { orderId, orderEmail: 'buyer@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.bankAccount).toEqual(bankAccount);
    const order = await ctx.db.selectFrom('orders').select(['deposit_deadline', 'created_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.deposit_deadline!.getTime() - order.created_at.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000 - 60_000);
  });

  it('validates every field (400, Korean) and changes nothing on failure', async () => {
    const settings = await current();
    const cases: [Record<string, unknown>, string][] = [
      [{ pointEarnRatePercent: 21 }, '적립률은 0~20%입니다.'],
      [{ pointEarnRatePercent: 1.5 }, '적립률은 정수로 입력해 주세요.'],
      [{ depositDeadlineDays: 0 }, '입금 기한은 1~30일입니다.'],
      [{ chatChannelUrl: 'javascript:alert(1)' }, 'https://로 시작하는 주소를 입력해 주세요.'],
      [{ business: { ...settings.business, registrationNumber: '12345' } }, '사업자등록번호는 123-45-67890 형식으로 입력해 주세요.'],
      [{ business: { ...settings.business, email: 'nope' } }, '이메일 형식이 올바르지 않습니다.'],
      [{ bankAccount: { ...settings.bankAccount, accountNumber: 'abc' } }, '계좌번호는 숫자와 -로 입력해 주세요.'],
      [{ supportHours: { ...settings.supportHours, office: '' } }, '운영 시간을 입력해 주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await save({ ...settings, ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await current()).toEqual(settings);
  });

  it('refuses members and visitors (403/401)', async () => {
    const settings = await current();
    expect((await save(settings, member.token)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/admin/settings', member.token)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/admin/settings', undefined)).status).toBe(401);
    expect((await send(ctx, 'PUT', '/api/admin/main-page', member.token, DEFAULT_MAIN_PAGE)).status).toBe(403);
  });
});

describe('main page', () => {
  it('saves section order and visibility and the hero; the storefront reads them at once', async () => {
    const sections = [...HOME_SECTION_KEYS].reverse().map((key) => ({ key, enabled: key !== 'reviews' }));
    const body = { hero: { title: '새 배너 제목', subtitle: '부제목', buttonLabel: '보러 가기', imageFileName: null }, sections };
    const res = await send(ctx, 'PUT', '/api/admin/main-page', admin.token, body);
    expect(res.status).toBe(200);
    const pub = await send(ctx, 'GET', '/api/site-settings', undefined);
    expect(pub.body.mainPage).toEqual({ ...body, hero: { ...body.hero, imagePath: null } });
  });

  it('refuses a save over another admin\'s main-page save made since the screen was loaded (409)', async () => {
    const loaded = (await send(ctx, 'GET', '/api/admin/main-page', admin.token)).body;
    expect(loaded).toHaveProperty('updatedAt');
    ctx.clock.advance(1000);
    const first = await send(ctx, 'PUT', '/api/admin/main-page', admin.token, { ...loaded, hero: { ...loaded.hero, title: '먼저 저장한 제목' } });
    expect(first.status).toBe(200);
    ctx.clock.advance(1000);
    const stale = await send(ctx, 'PUT', '/api/admin/main-page', admin.token, { ...loaded, hero: { ...loaded.hero, subtitle: '나중 부제목' } });
    expect(stale).toMatchObject({ status: 409, body: { message: SITE_SETTINGS_MESSAGES.changedMeanwhile } });
    const now = (await send(ctx, 'GET', '/api/admin/main-page', admin.token)).body;
    expect(now).toMatchObject({ hero: { title: '먼저 저장한 제목', subtitle: loaded.hero.subtitle }, updatedAt: first.body.updatedAt });
    expect((await send(ctx, 'PUT', '/api/admin/main-page', admin.token, { ...now, hero: { ...now.hero, subtitle: '나중 부제목' } })).status).toBe(200);
  });

  it('takes a banner only from the upload call: a made-up image name is refused, an uploaded one kept', async () => {
    const hero = { title: '배너', subtitle: '부제목', buttonLabel: '보기', imageFileName: 'hero-never-uploaded.webp' };
    const refused = await send(ctx, 'PUT', '/api/admin/main-page', admin.token, { hero, sections: DEFAULT_MAIN_PAGE.sections });
    expect(refused).toMatchObject({ status: 400, body: { message: ADMIN_ITEM_MESSAGES.imageMissing, errors: [{ path: 'hero.imageFileName' }] } });

    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#2563eb' } }).webp().toBuffer();
    await ctx.adapters.storage.put('items/hero-uploaded.webp', new Uint8Array(png), 'image/webp');
    const saved = await send(ctx, 'PUT', '/api/admin/main-page', admin.token, { hero: { ...hero, imageFileName: 'hero-uploaded.webp' }, sections: DEFAULT_MAIN_PAGE.sections });
    expect(saved.status).toBe(200);
    // Saved again unchanged, even once its file is gone, other edits still go through.
    await ctx.adapters.storage.delete('items/hero-uploaded.webp');
    const again = await send(ctx, 'PUT', '/api/admin/main-page', admin.token, { hero: { ...hero, title: '새 제목', imageFileName: 'hero-uploaded.webp' }, sections: DEFAULT_MAIN_PAGE.sections });
    expect(again.status).toBe(200);
  });

  it('refuses missing, duplicated or unknown sections', async () => {
    const put = (sections: unknown) => send(ctx, 'PUT', '/api/admin/main-page', admin.token, { hero: DEFAULT_MAIN_PAGE.hero, sections });
    expect((await put(DEFAULT_MAIN_PAGE.sections.slice(1))).body.message).toBe('모든 섹션을 한 번씩 지정해 주세요.');
    const dup = [...DEFAULT_MAIN_PAGE.sections.slice(1), DEFAULT_MAIN_PAGE.sections[1]];
    expect((await put(dup)).body.message).toBe('같은 섹션이 두 번 들어 있습니다.');
    expect((await put([...DEFAULT_MAIN_PAGE.sections.slice(1), { key: 'hack', enabled: true }])).status).toBe(400);
  });
});
