import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

/**
 * Issues the coupon with `code` to a member, once. The quantity is claimed with one
 * conditional UPDATE … RETURNING (never read-then-write), so concurrent issues cannot exceed
 * it; the unique (member_id, coupon_id) makes a repeat a no-op. Returns undefined when the
 * coupon is missing, inactive, outside its period, sold out or already held: callers in a
 * transaction see the claimed count rolled back with the rest of their step.
 */
export async function issueCouponByCode(db: Db, memberId: number, code: string, now: Date): Promise<{ name: string } | undefined> {
  const coupon = await db
    .updateTable('coupons')
    .set({ issued_count: sql<number>`issued_count + 1` })
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .where('is_active', '=', true)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .where((eb) => eb.or([eb('quantity', 'is', null), eb('issued_count', '<', eb.ref('quantity'))]))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('member_coupons as mc').select('mc.id').whereRef('mc.coupon_id', '=', 'coupons.id').where('mc.member_id', '=', memberId))),
    )
    .returning(['id', 'name', 'valid_days', 'end_at'])
    .executeTakeFirst();
  if (!coupon) return undefined;

  const byValidity = coupon.valid_days ? new Date(now.getTime() + coupon.valid_days * 86_400_000) : null;
  const expiresAt = [byValidity, coupon.end_at].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  await db.insertInto('member_coupons').values({ member_id: memberId, coupon_id: coupon.id, issued_at: now, expires_at: expiresAt }).execute();
  return { name: coupon.name };
}
