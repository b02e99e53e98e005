// The development stand-in for PortOne: the dev payment window records its approval in
// `dev_payments` (POST /api/dev/payments), and this gateway reads it back through the same
// interface the PortOne gateway implements, so verification runs the same code either way.
// Config refuses production without PortOne, so this gateway never takes real orders.
import type { Db } from '../../db/transaction.ts';
import type { GatewayPayment, PaymentGateway } from './gateway.ts';

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
        raw: { provider: 'dev', status: row.status, amount: row.amount, updatedAt: row.updated_at.toISOString() },
      };
    },
    async cancelPayment(paymentId) {
      await db.updateTable('dev_payments').set({ status: 'CANCELLED', updated_at: new Date() }).where('payment_id', '=', paymentId).where('status', '=', 'PAID').execute();
    },
  };
}
