import { sql } from 'kysely';
import type { Seeder } from './index.ts';

/**
 * The demo member's point history is written by several seeders, each dating its rows in the
 * past, so the balance after each row follows the order they were written in, not their dates.
 * This restates `balance_after` as a running sum in date order, as a real history reads (the
 * admin's member page shows that column). The balance itself is untouched: the sum of the rows.
 */
export const demoLedgerSeeder: Seeder = {
  name: '20261126-demo-ledger-in-date-order',
  async run(tx) {
    await sql`
      update point_ledger p
      set balance_after = s.running
      from (
        select l.id, sum(l.delta) over (partition by l.member_id order by l.created_at, l.id) as running
        from point_ledger l
        join members m on m.id = l.member_id
        where m.login_id = 'demo'
      ) s
      where p.id = s.id`.execute(tx);
  },
};
