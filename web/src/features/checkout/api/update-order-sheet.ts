import type { OrderSheetUpdate, OrderSheetUpdated } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

/**
 * POST /api/ordersheet: applies points, coupon and method. The answer (final amount and the
 * paymentId to pay under) is the server's own arithmetic and is what gets charged. A sheet
 * that already has points or a coupon is refused with 409 ("wrong access").
 */
export async function updateOrderSheet(input: OrderSheetUpdate): Promise<OrderSheetUpdated> {
  return parseLoaded(() => import('@store/shared/schemas/commerce').then((m) => m.orderSheetUpdatedSchema), api.post<unknown>('/api/ordersheet', input));
}
