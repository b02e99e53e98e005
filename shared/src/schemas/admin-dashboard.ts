import { z } from 'zod';

// The admin dashboard: what the shop took in (by Seoul day) and what is waiting for an admin.
// Only a GET, so there is no body to parse; the schema is the answer's contract.

/** Days in the sales chart, today included. */
export const DASHBOARD_DAYS = 14;
/** The best sellers are counted over this many days, today included. */
export const DASHBOARD_TOP_ITEM_DAYS = 30;
export const DASHBOARD_TOP_ITEM_COUNT = 5;

const count = z.number().int().nonnegative();
const won = z.number().int().nonnegative();

/** One Seoul day: orders paid that day and their amount, and what was refunded that day. */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD in Asia/Seoul. */
  date: z.string(),
  paidOrders: count,
  paidKrw: won,
  refundedKrw: won,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const adminDashboardSchema = z.object({
  asOf: z.string(),
  today: dashboardDaySchema.extend({
    /** Orders that became an admin's business today, as the new-order alerts count them: paid, or a bank transfer waiting for its deposit (never a sheet left unsubmitted). */
    placedOrders: count,
    /** Customers who joined today and have not withdrawn, as the member list shows them. */
    newMembers: count,
  }),
  waiting: z.object({
    /** Bank-transfer orders whose deposit an admin has not confirmed, and their amount. */
    deposits: count,
    depositsKrw: won,
    /** Product questions without an answer. */
    questions: count,
    /** Custom requests submitted and not yet looked at (접수). */
    customRequests: count,
  }),
  keys: z.object({
    /** Keys in use: activated, not expired, not revoked, not of a suspended member (as validation accepts them). */
    live: count,
    /** Of those, the ones that end within the expiry notice's week. */
    expiringSoon: count,
  }),
  /** DASHBOARD_DAYS days, oldest first, today last; days without sales are zeros. */
  days: z.array(dashboardDaySchema),
  /**
   * Best sellers over DASHBOARD_TOP_ITEM_DAYS days by the amount of their order lines (a coupon or
   * points come off a whole order, not a line), orders paid and not since cancelled.
   */
  topItems: z.array(
    z.object({
      itemId: z.number().int(),
      itemName: z.string(),
      quantity: count,
      salesKrw: won,
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
