import { EXPIRY_NOTICE_DAYS, expiryNoticeUntil, formatDate, formatNumber } from '@store/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { sendMemberNotice } from '../notices/member-notices.ts';
import { storeName } from '../site-settings/site-settings.service.ts';

// A week before a key expires its member is told, once, on the channels they switched on (알림
// 설정). Keys are claimed before anything is sent: one conditional UPDATE marks them, so of two
// processes running the job only one sends, and a send that fails is not retried (a missed
// reminder is better than a repeated one).

const BATCH = 500;

/**
 * Marks up to `limit` live keys expiring in (now, until] that were not told yet, and answers them.
 * The batch is locked first, skipping keys another transaction holds (told at the next run): an
 * UPDATE of many rows locks them in whatever order its plan reads them (a hash of their ids, in a
 * shop of thousands of keys), and waiting there for a key of an order being cancelled, which
 * revokes its keys in another order, deadlocked on PostgreSQL. Never waiting for a key, the job
 * cannot be part of a deadlock with any writer of keys.
 */
async function claimKeys(db: Db, now: Date, until: Date, limit: number) {
  return db
    .with(
      (wb) => wb('batch').materialized(),
      (qc) =>
        qc
          .selectFrom('subscriptions')
          .select('id')
          .where('use_status', '=', 'GRANTED')
          .where('expire_at', '>', now)
          .where('expire_at', '<=', until)
          .where('expiry_notice_at', 'is', null)
          .where('member_id', 'is not', null)
          // A suspended member's key is refused already (SUSPENDED), not "in use": it is left
          // untold, and told at a later run if the member is back within the week.
          .where(sql<boolean>`not exists (select 1 from members m where m.id = subscriptions.member_id and m.status = 'BLOCKED')`)
          .orderBy('expire_at')
          .limit(limit)
          .forNoKeyUpdate()
          .skipLocked(),
    )
    .updateTable('subscriptions as s')
    .set({ expiry_notice_at: now })
    .from('items as i')
    .whereRef('i.id', '=', 's.item_id')
    .where('s.id', 'in', (eb) => eb.selectFrom('batch').select('id'))
    .where('s.expiry_notice_at', 'is', null)
    .returning(['s.id', 's.member_id', 's.expire_at', 'i.item_name'])
    .execute();
}

type Claimed = Awaited<ReturnType<typeof claimKeys>>[number];

/** One message per member: "엑셀 정리 도우미 2개 (2026.12.01 만료)" per product and day. */
export function expiryNotice(store: string, keys: Pick<Claimed, 'item_name' | 'expire_at'>[]) {
  const groups = new Map<string, { item: string; day: string; count: number }>();
  for (const k of keys) {
    const day = formatDate(k.expire_at!);
    const key = `${k.item_name}\u0000${day}`;
    const group = groups.get(key) ?? { item: k.item_name, day, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.day.localeCompare(b.day) || a.item.localeCompare(b.item));
  const lines = sorted.map((g) => `- ${g.item} 라이선스 키 ${formatNumber(g.count)}개: ${g.day} 만료`);
  const first = sorted[0]!;
  const total = keys.length;
  return {
    subject: `[${store}] 라이선스 키 만료 ${EXPIRY_NOTICE_DAYS}일 전 안내`,
    text: [
      `사용 중인 라이선스 키 ${formatNumber(total)}개가 ${EXPIRY_NOTICE_DAYS}일 안에 만료됩니다.`,
      '',
      ...lines,
      '',
      '계속 사용하시려면 만료 전에 같은 상품을 다시 구매해 주세요. 키 목록은 마이페이지 > 구독 관리에서 확인하실 수 있습니다.',
    ].join('\n'),
    sms: total === 1 ? `[${store}] '${first.item}' 라이선스 키가 ${first.day}에 만료됩니다.` : `[${store}] 라이선스 키 ${formatNumber(total)}개가 ${EXPIRY_NOTICE_DAYS}일 안에 만료됩니다. 마이페이지에서 확인해 주세요.`,
  };
}

/** Claims and tells, batch by batch; answers how many members were told. */
export async function sendExpiryNotices(deps: AppDeps): Promise<number> {
  let members = 0;
  for (;;) {
    const now = deps.clock.now();
    const claimed = await claimKeys(deps.db, now, expiryNoticeUntil(now), BATCH);
    const byMember = new Map<number, Claimed[]>();
    for (const k of claimed) byMember.set(k.member_id!, [...(byMember.get(k.member_id!) ?? []), k]);
    const store = byMember.size > 0 ? await storeName(deps.db) : '';
    for (const [memberId, keys] of byMember) await sendMemberNotice(deps, memberId, expiryNotice(store, keys));
    members += byMember.size;
    if (claimed.length < BATCH) return members;
  }
}
