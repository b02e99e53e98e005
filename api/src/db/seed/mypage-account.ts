import { changePoints } from '../../modules/points/points.repository.ts';
import type { Tx } from '../transaction.ts';
import type { Seeder } from './index.ts';

const DAY = 86_400_000;

/**
 * Demo data for the account part of my page: more point history for `demo` over six months
 * (so the 1/3/6-month filters and the 5-row pages differ), coupons on both tabs (three more
 * unused for a second page, one used, one expired), and a code any member can register on
 * /mypage/check-coupon: AUTUMN2026. Points go through the ledger like real changes.
 */
export const mypageAccountSeeder: Seeder = {
  name: '20261122-mypage-account-demo',
  async run(db) {
    const tx = db as Tx;
    const demo = await tx.selectFrom('members').select('id').where('login_id', '=', 'demo').executeTakeFirst();
    if (!demo) return;
    const now = Date.now();

    const history: [number, number, string][] = [
      [160, 2000, '봄맞이 이벤트 적립'],
      [100, -1000, '포인트 사용 (이벤트 상품 교환)'],
      [75, 500, '리뷰 작성 적립'],
      [40, 300, '출석 이벤트 적립'],
      [14, 1000, '추천인 이벤트 적립'],
      [9, 150, '리뷰 작성 적립'],
      [6, -500, '포인트 사용 (맞춤 제작 상담 할인)'],
      [3, 200, '출석 이벤트 적립'],
    ];
    for (const [daysAgo, delta, description] of history) {
      await changePoints(tx, { memberId: demo.id, delta, description, orderId: null }, new Date(now - daysAgo * DAY));
    }

    const coupons = await tx
      .insertInto('coupons')
      .values([
        { name: '첫 구매 감사 쿠폰', description: '15,000원 이상 구매 시 2,000원 할인', discount_type: 'FIXED', discount_value: 2000, min_purchase_krw: 15_000, valid_days: 90 },
        { name: '주말 특가 15% 쿠폰', description: '50,000원 이상 구매 시 15% 할인', discount_type: 'PERCENT', discount_value: 15, min_purchase_krw: 50_000, valid_days: 30 },
        { name: '구독 연장 쿠폰', description: '구독을 이어 가는 고객께 드리는 7% 할인 (최소 구매 금액 없음)', discount_type: 'PERCENT', discount_value: 7, min_purchase_krw: 0, valid_days: 120 },
        { name: '여름 이벤트 쿠폰', description: '20,000원 이상 구매 시 3,000원 할인', discount_type: 'FIXED', discount_value: 3000, min_purchase_krw: 20_000, valid_days: 30 },
        { name: '오픈 기념 쿠폰', description: '모든 상품 1,000원 할인', discount_type: 'FIXED', discount_value: 1000, min_purchase_krw: 0, valid_days: 30 },
      ])
      .returning('id')
      .execute();
    const [first, weekend, renew, summer, opening] = coupons.map((c) => c.id) as [number, number, number, number, number];
    await tx
      .insertInto('member_coupons')
      .values([
        { member_id: demo.id, coupon_id: first, issued_at: new Date(now - 5 * DAY), expires_at: new Date(now + 85 * DAY) },
        { member_id: demo.id, coupon_id: weekend, issued_at: new Date(now - 2 * DAY), expires_at: new Date(now + 12 * DAY) },
        { member_id: demo.id, coupon_id: renew, issued_at: new Date(now - 1 * DAY), expires_at: new Date(now + 119 * DAY) },
        // Used on a purchase outside this demo's order list, and one that ran out.
        { member_id: demo.id, coupon_id: summer, issued_at: new Date(now - 120 * DAY), expires_at: new Date(now - 90 * DAY), used_at: new Date(now - 100 * DAY) },
        { member_id: demo.id, coupon_id: opening, issued_at: new Date(now - 60 * DAY), expires_at: new Date(now - 30 * DAY) },
      ])
      .execute();
    await tx.updateTable('coupons').set({ issued_count: 1 }).where('id', 'in', [first, weekend, renew, summer, opening]).execute();
    await tx.updateTable('coupons').set({ used_count: 1 }).where('id', '=', summer).execute();

    // A code to try the registration with (any member, once each, 100 in all).
    await tx
      .insertInto('coupons')
      .values({
        name: '가을 감사 쿠폰',
        description: '10,000원 이상 구매 시 2,500원 할인 (등록일로부터 30일)',
        discount_type: 'FIXED',
        discount_value: 2500,
        min_purchase_krw: 10_000,
        quantity: 100,
        valid_days: 30,
        code: 'AUTUMN2026',
      })
      .execute();
  },
};
