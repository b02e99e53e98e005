import { ACCOUNT_MESSAGES, isoDateInSeoul, minusMonths } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await createBuyer(ctx);
  other = await createBuyer(ctx);
  const now = Date.now();
  // 7 rows in the last month (4 SAVE, 3 USE), 2 rows 2 months ago, 1 row 5 months ago, 1 row 8 months ago.
  const rows: [number, number, string][] = [
    [1, 500, '구매 적립 1'],
    [2, -100, '주문 사용 1'],
    [3, 300, '구매 적립 2'],
    [5, -200, '주문 사용 2'],
    [8, 1000, '이벤트 적립'],
    [12, -300, '주문 사용 3'],
    [20, 200, '리뷰 적립'],
    [60, 400, '두 달 전 적립'],
    [62, -50, '두 달 전 사용'],
    [150, 700, '다섯 달 전 적립'],
    [240, 900, '여덟 달 전 적립'],
  ];
  let balance = 0;
  for (const [daysAgo, delta, description] of [...rows].reverse()) {
    balance += delta;
    await ctx.db
      .insertInto('point_ledger')
      .values({ member_id: buyer.id, delta, type: delta > 0 ? 'SAVE' : 'USE', description, order_id: null, balance_after: balance, created_at: new Date(now - daysAgo * DAY) })
      .execute();
  }
  await ctx.db.updateTable('members').set({ points: balance }).where('id', '=', buyer.id).execute();
  await ctx.db.insertInto('point_ledger').values({ member_id: other.id, delta: 9999, type: 'SAVE', description: '다른 회원', order_id: null, balance_after: 9999, created_at: new Date(now - DAY) }).execute();
});
afterAll(() => ctx.close());

const points = (query: string, b: Buyer = buyer) => send(ctx, 'GET', `/api/point${query}`, b.token);

describe('GET /api/point', () => {
  it('defaults to the last month, all kinds, 5 newest rows, with today and a month ago', async () => {
    const res = await points('');
    expect(res.status).toBe(200);
    const today = isoDateInSeoul(new Date());
    expect(res.body).toMatchObject({ todayDate: today, oneMonthAgo: minusMonths(today, 1), startDate: minusMonths(today, 1), endDate: today });
    expect(res.body.pointData).toMatchObject({ page: 1, totalElements: 7, totalPages: 2, currentPoint: 3350 });
    expect(res.body.pointData.content.map((r: { description: string }) => r.description)).toEqual(['구매 적립 1', '주문 사용 1', '구매 적립 2', '주문 사용 2', '이벤트 적립']);
    expect(res.body.pointData.content[1]).toMatchObject({ pointType: 'USE', deltaPoint: -100 });
    expect(res.body.pointData.content.some((r: { description: string }) => r.description === '다른 회원')).toBe(false);
  });

  it('pages: the last page holds the rest, a page past the end is empty', async () => {
    expect((await points('?page=2')).body.pointData.content.map((r: { description: string }) => r.description)).toEqual(['주문 사용 3', '리뷰 적립']);
    const past = await points('?page=3');
    expect(past.status).toBe(200);
    expect(past.body.pointData).toMatchObject({ content: [], totalPages: 2, totalElements: 7, page: 3 });
  });

  it('filters earn and use', async () => {
    const earn = await points('?type=earn');
    expect(earn.body.pointData.totalElements).toBe(4);
    expect(earn.body.pointData.content.every((r: { pointType: string }) => r.pointType === 'SAVE')).toBe(true);
    const use = await points('?type=use');
    expect(use.body.pointData.totalElements).toBe(3);
    expect(use.body.pointData.content.every((r: { deltaPoint: number }) => r.deltaPoint < 0)).toBe(true);
  });

  it('widens to 3 and 6 months', async () => {
    expect((await points('?period=3')).body.pointData.totalElements).toBe(9);
    expect((await points('?period=6')).body.pointData.totalElements).toBe(10);
    expect((await points('?period=6&type=use')).body.pointData.totalElements).toBe(4);
  });

  it('searches a date range, both ends included (Seoul days)', async () => {
    const day = (daysAgo: number) => isoDateInSeoul(new Date(Date.now() - daysAgo * DAY));
    const res = await points(`?startDate=${day(12)}&endDate=${day(5)}`);
    expect(res.body.pointData.content.map((r: { description: string }) => r.description)).toEqual(['주문 사용 2', '이벤트 적립', '주문 사용 3']);
    expect(res.body).toMatchObject({ startDate: day(12), endDate: day(5) });
  });

  it('refuses bad filters with Korean 400s', async () => {
    const cases: [string, string][] = [
      ['?type=bonus', ACCOUNT_MESSAGES.pointType],
      ['?period=2', ACCOUNT_MESSAGES.pointPeriod],
      ['?period=abc', ACCOUNT_MESSAGES.pointPeriod],
      ['?startDate=2026-13-01&endDate=2026-12-01', ACCOUNT_MESSAGES.pointDate],
      ['?startDate=2026-11-01', ACCOUNT_MESSAGES.pointRangeBoth],
      ['?startDate=2026-11-10&endDate=2026-11-01', ACCOUNT_MESSAGES.pointRange],
      ['?startDate=2024-01-01&endDate=2026-01-01', ACCOUNT_MESSAGES.pointRangeTooLong],
      ['?page=0', ACCOUNT_MESSAGES.page],
      ['?page=1.5', ACCOUNT_MESSAGES.page],
      ['?size=1000', ACCOUNT_MESSAGES.size],
    ];
    for (const [query, message] of cases) {
      const res = await points(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it('refuses a date that no calendar has, or outside the years the store can mean, with a Korean 400 (never a 500 or a silent March)', async () => {
    for (const query of [
      '?startDate=2026-02-30&endDate=2026-03-05',
      '?startDate=2026-04-01&endDate=2026-04-31',
      '?startDate=0000-01-01&endDate=0000-01-02',
      '?startDate=9999-12-31&endDate=9999-12-31',
    ]) {
      const res = await points(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(ACCOUNT_MESSAGES.pointDate);
    }
  });

  it("shows another member only their own rows", async () => {
    const res = await points('', other);
    expect(res.body.pointData).toMatchObject({ totalElements: 1, currentPoint: 0 });
    expect(res.body.pointData.content[0].description).toBe('다른 회원');
  });
});
