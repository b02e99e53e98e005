import type { Db, Tx } from '../../db/transaction.ts';
import { boundedCount, containsPattern } from '../../lib/admin-list.ts';

// Kysely queries of the admin view of product Q&A (every question, private ones included: the
// admin has to read a private question to answer it).

export interface QnaFilter {
  state?: 'WAITING' | 'ANSWERED';
  q?: string;
  start?: Date;
  end?: Date;
}

const columns = ['q.id', 'q.item_id', 'q.title', 'q.content', 'q.visibility', 'q.comment', 'q.comment_at', 'q.created_at', 'q.updated_at', 'i.item_name', 'm.login_id', 'm.name'] as const;

function base(db: Db) {
  return db.selectFrom('qna_articles as q').innerJoin('items as i', 'i.id', 'q.item_id').innerJoin('members as m', 'm.id', 'q.member_id');
}

export async function listQuestions(db: Db, filter: QnaFilter, page: number, size: number) {
  let query = base(db);
  if (filter.state === 'WAITING') query = query.where('q.comment', 'is', null);
  if (filter.state === 'ANSWERED') query = query.where('q.comment', 'is not', null);
  if (filter.start) query = query.where('q.created_at', '>=', filter.start);
  if (filter.end) query = query.where('q.created_at', '<', filter.end);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) => eb.or([eb('q.title', 'ilike', pattern), eb('q.content', 'ilike', pattern), eb('i.item_name', 'ilike', pattern), eb('m.login_id', 'ilike', pattern)]));
  }
  // The page and its count at once: each on its own connection of the pool.
  const [total, rows] = await Promise.all([
    boundedCount(db, query),
    query
      .select([...columns])
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total, rows };
}

export type QnaRow = Awaited<ReturnType<typeof listQuestions>>['rows'][number];

export async function countWaiting(db: Db): Promise<number> {
  const { n } = await db.selectFrom('qna_articles').select((eb) => eb.fn.countAll<number>().as('n')).where('comment', 'is', null).executeTakeFirstOrThrow();
  return Number(n);
}

export function findQuestion(db: Db, id: number) {
  return base(db).select([...columns]).where('q.id', '=', id).executeTakeFirst();
}

/** Locks the question until the transaction ends, so its author's edit waits for the answer. */
export function lockQuestion(tx: Tx, id: number) {
  return tx.selectFrom('qna_articles').select(['id', 'item_id', 'member_id', 'title', 'comment', 'updated_at']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function writeAnswer(tx: Tx, id: number, answer: string, now: Date): Promise<void> {
  await tx.updateTable('qna_articles').set({ comment: answer, comment_at: now, updated_at: now }).where('id', '=', id).execute();
}

export function deleteQuestion(tx: Tx, id: number) {
  return tx.deleteFrom('qna_articles').where('id', '=', id).returning(['id', 'item_id', 'member_id', 'title', 'content', 'visibility', 'comment']).executeTakeFirst();
}
