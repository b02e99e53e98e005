import { insertAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { createMember } from '../../modules/members/members.service.ts';
import type { Tx } from '../transaction.ts';
import { insertDemoOrder, payDemoOrder } from './demo-orders.ts';
import type { Seeder } from './index.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Content for the admin operation screens: more members (one suspended, one `sample` /
 * `sample1234!` who can log in, for trying suspension), new orders of other buyers (a bank
 * transfer awaiting its deposit, a card payment), custom applications in several statuses with
 * their history, and the audit rows those changes would have written. Never applied in production.
 */
export const adminOperationsSeeder: Seeder = {
  name: '20261122-admin-operations-demo',
  async run(db) {
    const tx = db as Tx;
    const admin = await tx.selectFrom('members').select('id').where('login_id', '=', 'admin').executeTakeFirst();
    const items = await tx.selectFrom('items').select(['id', 'item_name', 'sale_price']).where('item_status', '=', 'SALE').orderBy('id').limit(4).execute();
    if (!admin || items.length < 4) return;
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);

    const people = [
      { loginId: 'sample', name: '이서연', phone: '01023456789', total: 0, password: 'sample1234!' },
      { loginId: 'parkjh', name: '박지훈', phone: '01034567890', total: 72_000 },
      { loginId: 'choiyj', name: '최유진', phone: '01045678901', total: 240_000 },
      { loginId: 'jungmk', name: '정민권', phone: '01056789012', total: 650_000 },
      { loginId: 'spam99', name: '홍스팸', phone: '01067890123', total: 0 },
    ];
    const ids: Record<string, number> = {};
    for (const [i, p] of people.entries()) {
      const created = await createMember(
        tx,
        {
          loginId: p.loginId,
          passwordHash: p.password ? await hashPassword(p.password) : null,
          name: p.name,
          birth: '19920315',
          email: `${p.loginId}@example.kr`,
          emailVerified: true,
          phone: p.phone,
          points: 500 * i,
          consents: { service: true, privacy: true, marketing: i % 2 === 0 },
          welcomeCoupon: false,
        },
        at((40 - i * 7) * DAY),
      );
      ids[p.loginId] = created.id;
      await tx.updateTable('members').set({ total_purchase_krw: p.total, last_login_at: i === 4 ? null : at(i * 5 * HOUR) }).where('id', '=', created.id).execute();
    }
    // A suspended member, with the audit row the suspension wrote.
    const blockedAt = at(3 * DAY);
    await tx.updateTable('members').set({ status: 'BLOCKED', blocked_at: blockedAt, block_reason: '광고성 문의 반복' }).where('id', '=', ids.spam99!).execute();
    await insertAudit(tx, { actorMemberId: admin.id, action: 'member.block', targetType: 'member', targetId: String(ids.spam99), before: { status: 'ACTIVE' }, after: { status: 'BLOCKED', reason: '광고성 문의 반복' }, now: blockedAt });

    // New orders for the alert box: a bank transfer to confirm and a card order just paid.
    await insertDemoOrder(tx, { memberId: ids.parkjh!, email: 'parkjh@example.kr', item: items[3]!, period: 3, method: 'BANK_TRANSFER', created: at(2 * HOUR) });
    const card = await insertDemoOrder(tx, { memberId: ids.choiyj!, email: 'choiyj@example.kr', item: items[1]!, period: 1, method: 'SIMPLE_PAY', created: at(30 * 60_000) });
    await payDemoOrder(tx, card, at(29 * 60_000));

    // Custom applications: received, consulted (with history), delivered.
    const day = (d: Date) => new Date(d.getTime() + 9 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    const apps = [
      { name: '김사장', title: '쇼핑몰 주문 엑셀 자동 정리 프로그램', content: '매일 아침 세 곳의 쇼핑몰에서 주문을 내려받아 택배 양식으로 옮기고 있습니다. 자동화가 가능할까요?', status: 'WAITING' as const, submitted: at(5 * HOUR), member: null },
      { name: '박지훈', title: '블로그 예약 발행 도우미 제작 문의', content: '네이버 블로그 글을 정해진 시간에 올리고, 올린 결과를 엑셀로 정리해 주는 프로그램이 필요합니다.', status: 'ACCEPTED' as const, submitted: at(3 * DAY), member: ids.parkjh! },
      { name: '최유진', title: '재고 수량 알림 프로그램 제작', content: '재고가 정해진 수량 아래로 내려가면 카카오톡으로 알려 주는 프로그램을 만들고 싶습니다.', status: 'DELIVERY_COMPLETED' as const, submitted: at(20 * DAY), member: ids.choiyj! },
    ];
    for (const [i, a] of apps.entries()) {
      const number = `CR-${day(a.submitted)}-${String(9001 + i)}`;
      const row = await tx
        .insertInto('custom_applications')
        .values({ application_number: number, member_id: a.member, name: a.name, email: 'client@example.kr', phone: '01098765432', title: a.title, content: a.content, status: a.status, is_draft: false, submitted_at: a.submitted, created_at: a.submitted, updated_at: a.submitted })
        .returning('id')
        .executeTakeFirstOrThrow();
      const steps: ['WAITING' | 'ACCEPTED' | 'IN_PROGRESS' | 'PRODUCTION_COMPLETED', 'ACCEPTED' | 'IN_PROGRESS' | 'PRODUCTION_COMPLETED' | 'DELIVERY_COMPLETED', string][] =
        a.status === 'ACCEPTED'
          ? [['WAITING', 'ACCEPTED', '전화 상담 완료. 견적서 발송 예정']]
          : a.status === 'DELIVERY_COMPLETED'
            ? [
                ['WAITING', 'ACCEPTED', '요구사항 확인, 견적 승인'],
                ['ACCEPTED', 'IN_PROGRESS', ''],
                ['IN_PROGRESS', 'PRODUCTION_COMPLETED', '테스트 완료'],
                ['PRODUCTION_COMPLETED', 'DELIVERY_COMPLETED', '설치 파일과 사용 설명서 전달'],
              ]
            : [];
      for (const [k, [from, to, note]] of steps.entries()) {
        const when = new Date(a.submitted.getTime() + (k + 1) * DAY);
        // The delivery's note was shared with the applicant (the others stayed the admins').
        const shared = to === 'DELIVERY_COMPLETED';
        await tx.insertInto('custom_application_status_history').values({ application_id: row.id, from_status: from, to_status: to, note, note_shared: shared, actor_member_id: admin.id, created_at: when }).execute();
        await insertAudit(tx, { actorMemberId: admin.id, action: 'custom-request.status', targetType: 'custom-request', targetId: String(row.id), before: { status: from }, after: { status: to, ...(note ? { note } : {}) }, now: when });
      }
    }
  },
};
