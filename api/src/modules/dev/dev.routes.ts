import { createRoute, z } from '@hono/zod-openapi';
import { COMMERCE_MESSAGES, devPaymentResultSchema, devPaymentSchema, outboxEntrySchema } from '@store/shared';
import { conflict } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { recordDevPayment } from '../payments/payments.repository.ts';
import { createRouter } from '../../lib/router.ts';
import { listOutbox } from './dev.repository.ts';

// Development helpers. app.ts does not mount this router at all in production, so these
// paths do not exist there (DESIGN.md §5).

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['dev'],
  summary: '개발용: 발송된 문자/이메일 (최신순)',
  request: { query: z.object({ to: z.string({ error: '받는 사람을 입력해 주세요.' }).trim().min(1, '받는 사람을 입력해 주세요.').max(254) }) },
  responses: { 200: jsonResponse(z.array(outboxEntrySchema), '발송 내역'), ...errorResponses(400) },
});

const devPaymentRoute = createRoute({
  method: 'post',
  path: '/dev/payments',
  tags: ['dev'],
  summary: '개발용 결제창: 결제 승인 또는 실패 기록 (검증은 PortOne과 같은 경로로 조회)',
  request: jsonBody(devPaymentSchema),
  responses: { 200: jsonResponse(devPaymentResultSchema, '기록됨'), ...errorResponses(400, 409) },
});

export const devRoutes = createRouter()
  // The dev card window. It records what "the provider" saw, like a real card window would;
  // it fulfils nothing by itself: POST /api/payment/verify (or nothing) decides.
  .openapi(devPaymentRoute, async (c) => {
    const { paymentId, amount, status } = c.req.valid('json');
    const deps = c.get('deps');
    if (!(await recordDevPayment(deps.db, { paymentId, amount, status }, deps.clock.now()))) throw conflict(COMMERCE_MESSAGES.devPaymentFinal);
    return c.json({ paymentId, status }, 200);
  })
  .openapi(outboxRoute, async (c) => {
  const { to } = c.req.valid('query');
  const rows = await listOutbox(c.get('deps').db, to);
  return c.json(
    rows.map((r) => ({ channel: r.channel, to: r.recipient, subject: r.subject, text: r.body, createdAt: r.created_at.toISOString() })),
    200,
  );
});
