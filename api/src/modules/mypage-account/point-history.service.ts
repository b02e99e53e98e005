import { isoDateInSeoul, minusMonths, nextDay, pointQuerySchema, seoulDayStart, type PointResponse } from '@store/shared';
import type { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../lib/context.ts';
import * as repo from './point-history.repository.ts';

// /mypage/check-point: the member's own ledger rows (identity from the token only), filtered by
// kind and a Seoul date range, newest first, a page at a time.

type PointQuery = z.output<typeof pointQuerySchema>;

export async function pointHistory(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: number, q: PointQuery): Promise<PointResponse> {
  const todayDate = isoDateInSeoul(deps.clock.now());
  const oneMonthAgo = minusMonths(todayDate, 1);
  const startDate = q.startDate ?? minusMonths(todayDate, q.period ?? 1);
  const endDate = q.endDate ?? todayDate;
  const filter = {
    memberId,
    type: q.type === 'earn' ? ('SAVE' as const) : q.type === 'use' ? ('USE' as const) : undefined,
    from: seoulDayStart(startDate),
    until: seoulDayStart(nextDay(endDate)),
  };
  const totalElements = await repo.countLedger(deps.db, filter);
  const totalPages = Math.ceil(totalElements / q.size);
  const rows = await repo.pageLedger(deps.db, filter, (q.page - 1) * q.size, q.size);
  return {
    pointData: {
      content: rows.map((r) => ({ pointDate: r.created_at.toISOString(), pointType: r.type, description: r.description, deltaPoint: r.delta })),
      page: q.page,
      totalPages,
      totalElements,
      currentPoint: await repo.currentPoints(deps.db, memberId),
    },
    oneMonthAgo,
    todayDate,
    startDate,
    endDate,
  };
}
