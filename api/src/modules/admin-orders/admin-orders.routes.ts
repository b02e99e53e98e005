import { createRoute } from '@hono/zod-openapi';
import { orderIdParamSchema, orderStatusResponseSchema } from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAdmin } from '../auth/auth.middleware.ts';
import { confirmDeposit } from '../orders/bank-transfer.service.ts';
import { cancelOrder } from '../orders/cancel.service.ts';
import { cancelReasonOf } from '../orders/orders.routes.ts';

// Admin order calls: confirm a bank deposit, cancel and refund any order. Role ADMIN is checked
// on the server for each call (requireAdmin); each action is audit-logged with the admin and IP.

const security = [{ bearerAuth: [] }];

const depositRoute = createRoute({
  method: 'put',
  path: '/admin/orders/{orderId}/deposit',
  tags: ['admin'],
  summary: '무통장 입금 확인 (결제 완료, 라이선스 키 발급)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: orderIdParamSchema },
  responses: { 200: jsonResponse(orderStatusResponseSchema, '결제 완료 (다시 호출해도 같은 응답)'), ...errorResponses(400, 401, 403, 404, 409) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{orderId}/cancel',
  tags: ['admin'],
  summary: '관리자 주문 취소와 환불 (기간, 키 사용 여부와 관계없이)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: orderIdParamSchema },
  responses: { 200: jsonResponse(orderStatusResponseSchema, '취소됨'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const adminOrdersRoutes = createRouter()
  .openapi(depositRoute, async (c) => {
    const admin = { memberId: authOf(c).memberId, ip: clientIp(c) };
    return c.json(await confirmDeposit(c.get('deps'), admin, c.req.valid('param').orderId), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const reason = await cancelReasonOf(c);
    const actor = { kind: 'admin' as const, memberId: authOf(c).memberId, ip: clientIp(c) };
    return c.json(await cancelOrder(c.get('deps'), c.req.valid('param').orderId, actor, reason), 200);
  });
