import { isoDateInSeoul, reviewRewardOf } from '@store/shared';
import { randomToken } from '../../lib/crypto.ts';
import { nextApplicationNumber } from '../../modules/custom-requests/custom-requests.repository.ts';
import { changePoints } from '../../modules/points/points.repository.ts';
import type { Tx } from '../transaction.ts';
import type { Seeder } from './index.ts';

const DAY = 86_400_000;

const REQUIREMENTS = `맞춤 제작 요구사항 (데모)

1. 매일 아침 9시에 거래처 엑셀 파일을 내려받아 정리합니다.
2. 정리된 결과를 담당자에게 메일로 보냅니다.
3. 오류가 나면 카카오톡으로 알림을 받습니다.
`;

/**
 * My-page activity for the member `demo`: a written review of the confirmed demo order (rewarded
 * through the ledger like a real one), leaving the paid order reviewable; and two submitted
 * custom-software applications, one in production with an attached requirements file. The
 * Q&A questions come from the catalog seeder. Never applied in production.
 */
export const mypageActivitySeeder: Seeder = {
  name: '20261122-mypage-activity-demo',
  async run(db, env) {
    const tx = db as Tx;
    const demo = await tx.selectFrom('members').select(['id', 'name', 'phone', 'email']).where('login_id', '=', 'demo').executeTakeFirst();
    if (!demo) return;
    const now = Date.now();

    const confirmedLine = await tx
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select(['oi.id', 'oi.item_id', 'oi.item_name', 'oi.order_price_krw', 'o.id as order_id', 'o.confirmed_at'])
      .where('o.member_id', '=', demo.id)
      .where('o.status', '=', 'CONFIRM')
      .orderBy('oi.id')
      .executeTakeFirst();
    if (confirmedLine) {
      const at = new Date(now - 19 * DAY);
      await tx
        .insertInto('reviews')
        .values({
          member_id: demo.id,
          item_id: confirmedLine.item_id,
          order_item_id: confirmedLine.id,
          rate: 5,
          content: '매일 30분씩 걸리던 정리 작업이 버튼 한 번으로 끝납니다. 설치도 간단했고 문의 답변도 빨랐어요.',
          created_at: at,
          updated_at: at,
        })
        .execute();
      const reward = reviewRewardOf(confirmedLine.order_price_krw);
      if (reward > 0) await changePoints(tx, { memberId: demo.id, delta: reward, description: `리뷰 작성 적립 (${confirmedLine.item_name})`, orderId: confirmedLine.order_id }, at);
    }

    const apply = async (title: string, content: string, status: 'IN_PROGRESS' | 'WAITING', daysAgo: number) => {
      const at = new Date(now - daysAgo * DAY);
      // Numbered by the day in Seoul, as the service numbers a submission.
      const number = await nextApplicationNumber(tx, isoDateInSeoul(at).replaceAll('-', ''));
      const row = await tx
        .insertInto('custom_applications')
        .values({ member_id: demo.id, name: demo.name, email: demo.email ?? '', phone: demo.phone ?? '01000000000', title, content, status, is_draft: false, application_number: number, submitted_at: at, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, at };
    };
    const inProduction = await apply(
      '거래처 엑셀 자동 정리 및 메일 발송 프로그램',
      '매일 아침 거래처에서 받는 엑셀 파일을 양식에 맞게 정리하고, 결과를 담당자에게 메일로 보내는 프로그램을 만들고 싶습니다. 자세한 내용은 첨부한 요구사항을 참고해 주세요.',
      'IN_PROGRESS',
      12,
    );
    await apply('쇼핑몰 재고 동기화 프로그램 문의', '스마트스토어와 자사몰의 재고 수량을 10분마다 맞춰 주는 프로그램이 필요합니다. 견적과 일정을 알려 주세요.', 'WAITING', 1);

    const fileId = randomToken(18);
    const storageKey = `custom-request/demo/${fileId}`;
    const bytes = new TextEncoder().encode(REQUIREMENTS);
    await env.storage.put(storageKey, bytes, 'text/plain; charset=utf-8');
    await tx
      .insertInto('stored_files')
      .values({ id: fileId, purpose: 'custom-request', owner_member_id: demo.id, original_name: '요구사항_정리.txt', content_type: 'text/plain; charset=utf-8', size_bytes: bytes.byteLength, storage_key: storageKey, attached: true, created_at: inProduction.at })
      .execute();
    await tx.insertInto('custom_application_files').values({ application_id: inProduction.id, file_id: fileId, position: 0 }).execute();
  },
};
