import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/transaction.ts';
import { createDevGateway } from './dev.ts';
import { createPortOneGateway } from './portone.ts';
import type { PaymentGateway } from './gateway.ts';

export type { GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './gateway.ts';
export { PaymentGatewayError } from './gateway.ts';

/** PortOne when configured; the dev payment window otherwise (config refuses that in production). */
export function createPaymentGateway(config: PaymentsConfig, db: Db): PaymentGateway {
  return config.kind === 'portone' ? createPortOneGateway(config) : createDevGateway(db);
}
