import { createRoute, z } from '@hono/zod-openapi';
import { COMMERCE_MESSAGES, paymentConfigSchema, paymentVerifiedSchema, paymentVerifySchema, type PaymentConfig } from '@store/shared';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { verifyPayment } from './payment-sync.service.ts';
import { handlePortOneWebhook } from './webhook.service.ts';

// Card payments: which window to open, the browser's verification, PortOne's webhook.

const configRoute = createRoute({
  method: 'get',
  path: '/payment/config',
  tags: ['payments'],
  summary: '결제창 설정 (PortOne 상점 ID와 채널 키, 또는 개발용 결제창)',
  responses: { 200: jsonResponse(paymentConfigSchema, '결제창 설정') },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/payment/verify',
  tags: ['payments'],
  summary: '결제 검증 (결제사에서 결제를 조회해 금액, 통화, 주문을 확인한 뒤 주문 완료)',
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: jsonBody(paymentVerifySchema),
  responses: { 200: jsonResponse(paymentVerifiedSchema, '결제 완료 (다시 호출해도 같은 응답)'), ...errorResponses(400, 401, 404, 409, 502) },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/payment/webhook',
  tags: ['payments'],
  summary: 'PortOne 웹훅 (Standard Webhooks 서명 검증 후 결제 동기화)',
  // The signature covers the exact bytes, so the body is read raw, and small.
  middleware: [bodyLimit({ maxSize: 64 * 1024, onError: () => { throw new AppError(413, '요청 크기가 너무 큽니다.'); } })] as const,
  responses: {
    200: jsonResponse(z.object({ result: z.enum(['synced', 'ignored']) }), '처리됨'),
    ...errorResponses(400, 401, 404, 502),
  },
});

export const paymentsRoutes = createRouter()
  .openapi(configRoute, (c) => {
    const payments = c.get('deps').config.payments;
    // Only the public identifiers: the API and webhook secrets never leave the server.
    const body: PaymentConfig = payments.kind === 'portone' ? { provider: 'portone', storeId: payments.storeId, channelKey: payments.channelKey } : { provider: 'dev' };
    return c.json(body, 200);
  })
  .openapi(verifyRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await verifyPayment(c.get('deps'), authOf(c).memberId, body);
    return c.json({ result: 'success' as const, message: COMMERCE_MESSAGES.paymentSuccess, ...result }, 200);
  })
  .openapi(webhookRoute, async (c) => {
    const raw = await c.req.text();
    const result = await handlePortOneWebhook(c.get('deps'), raw, c.req.header());
    return c.json({ result }, 200);
  });
