import { ADMIN_REVIEW_MESSAGES as M, type AdminReviewListResponse, type AdminReviewRow, type adminReviewListQuerySchema } from '@store/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { iso, pageInfo, seoulDayRange } from '../../lib/admin-list.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './admin-reviews.repository.ts';

// Review moderation. The product page's reviews and rating follow through the catalog_changed
// trigger on reviews (migration 0010); the author's reward is not touched (they wrote it).

function toRow(r: repo.ReviewRow): AdminReviewRow {
  return {
    reviewId: r.id,
    itemId: r.item_id,
    itemName: r.item_name,
    memberLoginId: r.login_id,
    memberName: r.name,
    rate: r.rate,
    content: r.content,
    createdAt: iso(r.created_at)!,
    hiddenAt: iso(r.hidden_at),
    hiddenReason: r.hidden_reason,
  };
}

export async function listReviews(deps: AppDeps, query: z.output<typeof adminReviewListQuerySchema>): Promise<AdminReviewListResponse> {
  const { start, end } = seoulDayRange(query.from, query.to);
  const filter: repo.ReviewFilter = {
    ...(query.visibility ? { visibility: query.visibility } : {}),
    ...(query.rate ? { rate: query.rate } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  };
  const { total, rows } = await repo.listReviews(deps.db, filter, query.page, query.size);
  return { ...pageInfo(query.page, query.size, total), content: rows.map(toRow) };
}

/** PUT /api/admin/reviews/{id}/visibility */
export async function setVisibility(deps: AppDeps, actor: { memberId: number; ip: string }, id: number, input: { hidden: true; reason: string } | { hidden: false }): Promise<AdminReviewRow> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const changed = await repo.setHidden(tx, id, input.hidden ? { at: now, reason: input.reason } : null);
    if (!changed) {
      if (!(await repo.findReview(tx, id))) throw notFound(M.notFound);
      throw conflict(input.hidden ? M.alreadyHidden : M.alreadyShown);
    }
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: input.hidden ? 'review.hide' : 'review.show',
      targetType: 'review',
      targetId: String(id),
      after: input.hidden ? { reason: input.reason } : undefined,
      ip: actor.ip,
      now,
    });
  });
  const row = await repo.findReview(deps.db, id);
  return toRow(row!);
}
