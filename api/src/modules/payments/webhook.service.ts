import { COMMERCE_MESSAGES } from '@store/shared';
import { Webhook } from '@portone/server-sdk';
import type { AppDeps } from '../../lib/context.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { syncPayment } from './payment-sync.service.ts';

// PortOne's webhook (Standard Webhooks). Nothing in the body is believed until its signature
// checks out: HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}` with the base64
// webhook secret, compared in constant time, the timestamp within 5 minutes (a replayed old
// delivery is refused), all done by the server SDK's Webhook.verify. Even then the body only
// names a payment id: the sync fetches the payment itself from PortOne.

export type WebhookOutcome = 'synced' | 'ignored';

export async function handlePortOneWebhook(deps: AppDeps, rawBody: string, headers: Record<string, string>): Promise<WebhookOutcome> {
  const config = deps.config.payments;
  // Without PortOne (the dev payment window) nobody may post payment events.
  if (config.kind !== 'portone') throw notFound();

  let event: unknown;
  try {
    event = await Webhook.verify(config.webhookSecret, rawBody, headers);
  } catch (err) {
    if (err instanceof Webhook.WebhookVerificationError) {
      // Missing headers are a malformed request; a wrong, stale or future signature is not authentic.
      if (err.reason === 'MISSING_REQUIRED_HEADERS') throw badRequest(COMMERCE_MESSAGES.webhookSignature);
      throw unauthorized(COMMERCE_MESSAGES.webhookSignature);
    }
    // A correctly signed body that is not JSON, or a secret the SDK cannot read.
    deps.logger.warn({ err }, 'webhook could not be verified');
    throw badRequest(COMMERCE_MESSAGES.webhookSignature);
  }

  const { type, data } = (event ?? {}) as { type?: unknown; data?: { paymentId?: unknown; storeId?: unknown } };
  if (typeof type !== 'string' || !type.startsWith('Transaction.') || typeof data?.paymentId !== 'string') return 'ignored';
  if (typeof data.storeId === 'string' && data.storeId !== config.storeId) return 'ignored';
  try {
    // The webhook also follows refunds made in PortOne's console (the sync's followRefunds).
    await syncPayment(deps, data.paymentId, { followRefunds: true });
    return 'synced';
  } catch (err) {
    // A final answer (not ours, failed, mismatched and refunded): PortOne need not retry.
    // Anything else (provider or database unreachable) answers 5xx so PortOne delivers again.
    if (err instanceof AppError && err.status < 500) {
      deps.logger.info({ paymentId: data.paymentId, type, message: err.message }, 'webhook payment not completed');
      return 'ignored';
    }
    throw err;
  }
}
