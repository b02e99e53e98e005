import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

/** The newest 50 outbox messages to one recipient (phone digits or e-mail, any case). */
export function listOutbox(db: Db, to: string) {
  return db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where(sql<string>`lower(recipient)`, '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
