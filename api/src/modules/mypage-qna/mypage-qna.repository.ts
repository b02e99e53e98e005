import type { Db } from '../../db/transaction.ts';

// Kysely queries of a member's own product questions.

export async function countQuestions(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('qna_articles').select((eb) => eb.fn.countAll<string | number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listQuestions(db: Db, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('qna_articles as q')
    .innerJoin('items as i', 'i.id', 'q.item_id')
    .select(['q.id', 'q.item_id', 'q.title', 'q.content', 'q.visibility', 'q.comment', 'q.comment_at', 'q.created_at', 'i.item_name', 'i.item_description', 'i.thumb_file_name'])
    .where('q.member_id', '=', memberId)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type MemberQuestionRow = Awaited<ReturnType<typeof listQuestions>>[number];

/** The member's question, or undefined for someone else's or a missing one. */
export function findOwnQuestion(db: Db, memberId: number, qnaId: number) {
  return db
    .selectFrom('qna_articles as q')
    .innerJoin('items as i', 'i.id', 'q.item_id')
    .select(['q.id', 'q.item_id', 'q.title', 'q.content', 'q.visibility', 'q.comment', 'i.item_name'])
    .where('q.id', '=', qnaId)
    .where('q.member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Edits only while unanswered: the condition on `comment` in the UPDATE itself, so an answer
 * that lands between the check and the write still locks the question. Returns false when
 * nothing was updated (not the member's, missing, or answered).
 */
export async function updateUnanswered(
  db: Db,
  memberId: number,
  qnaId: number,
  values: { title: string; content: string; visibility: 'PUBLIC' | 'PRIVATE'; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('qna_articles')
    .set({ title: values.title, content: values.content, visibility: values.visibility, updated_at: values.now })
    .where('id', '=', qnaId)
    .where('member_id', '=', memberId)
    .where('comment', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
