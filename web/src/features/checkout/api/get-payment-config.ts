import { queryOptions } from '@tanstack/react-query';
import type { PaymentConfig } from '@store/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { loadSchema } from '../../../lib/lazy-schema.ts';
import { CHECKOUT_COPY } from '../messages.ts';

/** A config the card window can work with; anything else counts as a missing payment module (§8). */
export async function parsePaymentConfig(data: unknown): Promise<PaymentConfig> {
  const paymentConfigSchema = await loadSchema(() => import('@store/shared/schemas/commerce').then((m) => m.paymentConfigSchema));
  const parsed = paymentConfigSchema.safeParse(data);
  if (!parsed.success || (parsed.data.provider === 'portone' && !(parsed.data.storeId && parsed.data.channelKey))) {
    throw new ApiError(200, CHECKOUT_COPY.paymentModuleMissing, data);
  }
  return parsed.data;
}

/**
 * GET /api/payment/config: PortOne with its public store id and channel key, or the dev card
 * window (never in production).
 */
export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment', 'config'] as const,
  queryFn: async ({ signal }) =>
    parsePaymentConfig(await api.get<unknown>('/api/payment/config', { signal, fallback: CHECKOUT_COPY.paymentModuleMissing })),
  staleTime: 10 * 60_000,
});
