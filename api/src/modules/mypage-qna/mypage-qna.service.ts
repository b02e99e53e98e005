import { MYPAGE_ACTIVITY_MESSAGES as M, QNA_MESSAGES, type MemberQna, type QnaForm } from '@store/shared';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import * as repo from './mypage-qna.repository.ts';

// The member's questions (store.md §4 Q&A: editable while awaiting an answer, locked after).

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toMemberQna(row: repo.MemberQuestionRow): MemberQna {
  return {
    articleId: row.id,
    qnaId: row.id,
    productId: row.item_id,
    productName: row.item_name,
    productDescription: row.item_description,
    thumbnailPath: itemImagePath(row.thumb_file_name),
    title: row.title,
    content: row.content,
    visibility: row.visibility,
    regDate: new Date(row.created_at).toISOString(),
    answer: row.comment,
    commentDate: iso(row.comment_at),
  };
}

export async function questionPage(deps: AppDeps, memberId: number, page: number, size: number) {
  const [total, rows] = await Promise.all([repo.countQuestions(deps.db, memberId), repo.listQuestions(deps.db, memberId, size, (page - 1) * size)]);
  return { content: rows.map(toMemberQna), page, size, totalElements: total, hasMore: page * size < total };
}

/** GET /api/items/qna/update: someone else's question answers 404 like a missing one. */
export async function questionForm(deps: AppDeps, memberId: number, qnaId: number): Promise<QnaForm> {
  const q = await repo.findOwnQuestion(deps.db, memberId, qnaId);
  if (!q) throw notFound(M.qnaNotFound);
  return { qnaId: q.id, itemId: q.item_id, itemName: q.item_name, title: q.title, content: q.content, visibility: q.visibility, answered: q.comment !== null };
}

export async function updateQuestion(
  deps: AppDeps,
  memberId: number,
  qnaId: number,
  input: { qnaId?: number | undefined; itemId?: number | undefined; title: string; content: string; visibility: 'PUBLIC' | 'PRIVATE' },
): Promise<void> {
  if (input.qnaId !== undefined && input.qnaId !== qnaId) throw badRequest(M.qnaNotFound);
  if (await repo.updateUnanswered(deps.db, memberId, qnaId, { title: input.title, content: input.content, visibility: input.visibility, now: deps.clock.now() })) return;
  // Nothing updated: tell "not yours / missing" (404) from "answered meanwhile" (409).
  const q = await repo.findOwnQuestion(deps.db, memberId, qnaId);
  if (!q) throw notFound(M.qnaNotFound);
  throw conflict(QNA_MESSAGES.answered);
}
