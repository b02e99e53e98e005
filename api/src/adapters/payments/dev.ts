// The development stand-in for PortOne: the dev payment window records its approval in
// `dev_payments` (POST /api/dev/payments), and this gateway reads it back through the same
// interface the PortOne gateway implements, so verification runs the same code either way.
// Config refuses production without PortOne, so this gateway never takes real orders.
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import { PaymentGatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

export function createDevGateway(db: Db): PaymentGateway {
  return {
    kind: 'dev',
    async getPayment(paymentId): Promise<GatewayPayment | null> {
      const row = await db.selectFrom('dev_payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
      if (!row) return null;
      return {
        paymentId: row.payment_id,
        status: row.status,
        amount: row.amount,
        currency: 'KRW',
        storeId: null,
        raw: { provider: 'dev', status: row.status, amount: row.amount, cancelledAmount: row.cancelled_amount, updatedAt: row.updated_at.toISOString() },
      };
    },
    async cancelPayment(paymentId, amount, _reason, cancellable) {
      // As PortOne: only while `cancellable` is what is left, and a part leaves it PARTIAL_CANCELLED.
      const left = sql<number>`amount - cancelled_amount`;
      const done = await db
        .updateTable('dev_payments')
        .set({
          cancelled_amount: sql`cancelled_amount + ${amount}`,
          status: sql`case when cancelled_amount + ${amount} >= amount then 'CANCELLED' else 'PARTIAL_CANCELLED' end`,
          updated_at: new Date(),
        })
        .where('payment_id', '=', paymentId)
        .where('status', 'in', ['PAID', 'PARTIAL_CANCELLED'])
        .where(left, '=', cancellable)
        .where(left, '>=', amount)
        .executeTakeFirst();
      if (done.numUpdatedRows > 0n) return;
      const row = await db.selectFrom('dev_payments').select(['status', 'amount', 'cancelled_amount']).where('payment_id', '=', paymentId).executeTakeFirst();
      if (row?.status === 'CANCELLED' || (row && row.amount - row.cancelled_amount !== cancellable)) return;
      throw new PaymentGatewayError(`dev cancelPayment: cannot cancel ${amount} of ${paymentId}`);
    },
  };
}
