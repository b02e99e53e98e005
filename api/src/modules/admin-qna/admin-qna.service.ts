import { ADMIN_QNA_MESSAGES as M, type AdminQnaListResponse, type AdminQnaRow, type adminQnaListQuerySchema } from '@store/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { iso, pageInfo, seoulDayRange } from '../../lib/admin-list.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { sendMemberNotice } from '../notices/member-notices.ts';
import { storeName } from '../site-settings/site-settings.service.ts';
import * as repo from './admin-qna.repository.ts';

// Admins answer product questions and remove the ones that do not belong (spam, personal data
// posted in public). The product page's cached answer follows by itself: qna_articles notifies
// catalog_changed on every write (migration 0010).

type Actor = { memberId: number; ip: string };

function toRow(q: repo.QnaRow): AdminQnaRow {
  return {
    qnaId: q.id,
    itemId: q.item_id,
    itemName: q.item_name,
    title: q.title,
    content: q.content,
    visibility: q.visibility,
    memberLoginId: q.login_id,
    memberName: q.name,
    regDate: iso(q.created_at)!,
    updatedAt: iso(q.updated_at)!,
    answer: q.comment,
    commentDate: iso(q.comment_at),
  };
}

export async function listQuestions(deps: AppDeps, query: z.output<typeof adminQnaListQuerySchema>): Promise<AdminQnaListResponse> {
  const { start, end } = seoulDayRange(query.from, query.to);
  const filter: repo.QnaFilter = { ...(query.state ? { state: query.state } : {}), ...(query.q ? { q: query.q } : {}), ...(start ? { start } : {}), ...(end ? { end } : {}) };
  const [{ total, rows }, waitingCount] = await Promise.all([repo.listQuestions(deps.db, filter, query.page, query.size), repo.countWaiting(deps.db)]);
  return { ...pageInfo(query.page, query.size, total), content: rows.map(toRow), waitingCount };
}

export async function questionDetail(deps: AppDeps, id: number): Promise<AdminQnaRow> {
  const q = await repo.findQuestion(deps.db, id);
  if (!q) throw notFound(M.notFound);
  return toRow(q);
}

/**
 * PUT /api/admin/qna/{id}/answer. The question is locked while it is checked and answered, so
 * its author's edit (which only applies while unanswered) either lands before, and the admin is
 * told the question changed, or after, and finds it answered.
 */
export async function answerQuestion(deps: AppDeps, actor: Actor, id: number, input: { answer: string; seenUpdatedAt: string }): Promise<AdminQnaRow> {
  const now = deps.clock.now();
  const { first, askerId } = await inTransaction(deps.db, async (tx) => {
    const q = await repo.lockQuestion(tx, id);
    if (!q) throw notFound(M.notFound);
    // The driver's Date keeps milliseconds, as does the ISO string the admin was sent.
    if (q.updated_at.getTime() !== Date.parse(input.seenUpdatedAt)) throw conflict(M.stale);
    await repo.writeAnswer(tx, id, input.answer, now);
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: q.comment === null ? 'qna.answer' : 'qna.answer.update',
      targetType: 'qna',
      targetId: String(id),
      before: q.comment === null ? { itemId: q.item_id, title: q.title } : { answer: q.comment },
      after: { answer: input.answer },
      ip: actor.ip,
      now,
    });
    return { first: q.comment === null, askerId: q.member_id };
  });
  const answered = await questionDetail(deps, id);
  // The asker hears of the first answer; a corrected wording is not news worth a message.
  if (first) await sendMemberNotice(deps, askerId, answerNotice(await storeName(deps.db), answered));
  return answered;
}

function answerNotice(store: string, q: AdminQnaRow) {
  const subject = `[${store}] 문의하신 내용에 답변이 등록되었습니다`;
  const text = [
    `${q.memberName}님, '${q.itemName}' 상품에 남기신 문의에 답변이 등록되었습니다.`,
    '',
    `문의: ${q.title}`,
    '',
    '답변 내용은 마이페이지 > 상품 문의에서 확인하실 수 있습니다.',
  ].join('\n');
  return { subject, text, sms: `[${store}] '${q.itemName}' 문의에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.` };
}

/** DELETE /api/admin/qna/{id}: the question and its answer go; the audit row keeps their text. */
export async function deleteQuestion(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const gone = await repo.deleteQuestion(tx, id);
    if (!gone) throw notFound(M.notFound);
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: 'qna.delete',
      targetType: 'qna',
      targetId: String(id),
      before: { itemId: gone.item_id, memberId: gone.member_id, title: gone.title, content: gone.content, visibility: gone.visibility, answer: gone.comment },
      ip: actor.ip,
      now,
    });
  });
}
