import type { Db } from '../../db/transaction.ts';

// The member row for the my-page profile box.

export function findProfile(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['login_id', 'name', 'email', 'email_verified', 'phone', 'role', 'status', 'points', 'total_purchase_krw'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
