import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP_ITEM_COUNT,
  DASHBOARD_TOP_ITEM_DAYS,
  DAY_MS,
  expiryNoticeUntil,
  isoDateInSeoul,
  plusDays,
  seoulDayStart,
  type AdminDashboard,
  type DashboardDay,
} from '@store/shared';
import type { AppDeps } from '../../lib/context.ts';
import { countWaiting as countUnansweredQuestions } from '../admin-qna/admin-qna.repository.ts';
import * as repo from './admin-dashboard.repository.ts';

// GET /api/admin/dashboard. Sales are counted on the Seoul day money moved: an order on the day it
// was paid, a refund on the day its order was cancelled (so a day's figures never change later,
// as a till's would not), and best sellers leave out what has since been cancelled. Sales come
// from the day rollups of migration 0015.

export async function dashboard(deps: AppDeps): Promise<AdminDashboard> {
  const now = deps.clock.now();
  const today = isoDateInSeoul(now);
  const todayStart = seoulDayStart(today);
  const firstDay = plusDays(today, -(DASHBOARD_DAYS - 1));
  const start = seoulDayStart(firstDay);
  const end = new Date(todayStart.getTime() + DAY_MS);
  const db = deps.db;

  const [paid, refunded, since, waiting, questions, keys, top] = await Promise.all([
    repo.paidByDay(db, firstDay, today),
    repo.refundedByDay(db, start, end),
    repo.countSince(db, todayStart),
    repo.countWaiting(db),
    countUnansweredQuestions(db),
    repo.countLiveKeys(db, now, expiryNoticeUntil(now)),
    repo.topItems(db, plusDays(today, -(DASHBOARD_TOP_ITEM_DAYS - 1)), DASHBOARD_TOP_ITEM_COUNT),
  ]);

  const days: DashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({ date: plusDays(firstDay, i), paidOrders: 0, paidKrw: 0, refundedKrw: 0 }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const row of paid) {
    const day = byDate.get(row.day)!;
    day.paidOrders = row.paid_orders;
    day.paidKrw = Number(row.paid_krw);
  }
  for (const row of refunded) byDate.get(row.day)!.refundedKrw = Number(row.krw);

  return {
    asOf: now.toISOString(),
    today: { ...days[DASHBOARD_DAYS - 1]!, ...since },
    waiting: { ...waiting, questions },
    keys,
    days,
    topItems: top.map((t) => ({ itemId: t.item_id, itemName: t.item_name, quantity: Number(t.quantity), salesKrw: Number(t.krw) })),
  };
}
