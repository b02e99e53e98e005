import { createRoute } from '@hono/zod-openapi';
import {
  ADMIN_ORDER_MESSAGES,
  adminNewOrdersResponseSchema,
  adminOrderCancelSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrdersSeenResponseSchema,
  adminOrdersSeenSchema,
  orderIdParamSchema,
  orderStatusResponseSchema,
} from '@store/shared';
import { errorResponses, jsonBody, jsonResponse, optionalJsonBody } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, authOf, requireAdmin } from '../auth/auth.middleware.ts';
import { confirmDeposit } from '../orders/bank-transfer.service.ts';
import { cancelOrder } from '../orders/cancel.service.ts';
import { listOrders, markOrdersSeen, newOrders } from './admin-orders.service.ts';
import { viewOrderDetail } from './order-detail.service.ts';

// Admin order calls: new-order alerts, the list and detail, confirm a bank deposit, cancel and
// refund any order. Role ADMIN is checked on the server for each call (requireAdmin); each
// change is audit-logged with the admin and IP by the orders module's services.

const security = [{ bearerAuth: [] }];

const newOrdersRoute = createRoute({
  method: 'get',
  path: '/admin/orders/new',
  tags: ['admin'],
  summary: '새 주문 (이 관리자가 마지막으로 확인한 뒤 결제되었거나 입금을 기다리는 주문)',
  security,
  middleware: [requireAdmin] as const,
  responses: { 200: jsonResponse(adminNewOrdersResponseSchema, 'count, orders'), ...errorResponses(401, 403) },
});

const seenRoute = createRoute({
  method: 'put',
  path: '/admin/orders/new/seen',
  tags: ['admin'],
  summary: '새 주문 확인 처리 (checkedAt까지)',
  security,
  middleware: [requireAdmin] as const,
  request: jsonBody(adminOrdersSeenSchema),
  responses: { 200: jsonResponse(adminOrdersSeenResponseSchema, '확인됨'), ...errorResponses(400, 401, 403) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags: ['admin'],
  summary: '주문 목록 (상태, 결제 수단, 기간, 구매자/주문번호 검색, 페이지)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminOrderListQuerySchema },
  responses: { 200: jsonResponse(adminOrderListResponseSchema, '주문 목록'), ...errorResponses(400, 401, 403) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{orderId}',
  tags: ['admin'],
  summary: '주문 상세 (상품, 결제, 포인트, 쿠폰, 발급 키, 처리 이력)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: orderIdParamSchema },
  responses: { 200: jsonResponse(adminOrderDetailSchema, '주문 상세'), ...errorResponses(400, 401, 403, 404) },
});

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
  summary: '관리자 주문 취소와 환불 (기간, 키 사용 여부와 관계없이). 본문 { reason?, refundAmount? }: refundAmount가 없으면 전액, 있으면 그 금액만 환불',
  security,
  middleware: [requireAdmin] as const,
  request: { params: orderIdParamSchema, ...optionalJsonBody(adminOrderCancelSchema) },
  responses: { 200: jsonResponse(orderStatusResponseSchema, '취소됨'), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

export const adminOrdersRoutes = createRouter()
  .openapi(newOrdersRoute, async (c) => c.json(await newOrders(c.get('deps'), authOf(c).memberId), 200))
  .openapi(seenRoute, async (c) => {
    const seenAt = await markOrdersSeen(c.get('deps'), authOf(c).memberId, c.req.valid('json').seenAt);
    return c.json({ message: ADMIN_ORDER_MESSAGES.seenMarked, seenAt: seenAt.toISOString() }, 200);
  })
  .openapi(listRoute, async (c) => c.json(await listOrders(c.get('deps'), c.req.valid('query')), 200))
  .openapi(detailRoute, async (c) => c.json(await viewOrderDetail(c.get('deps'), adminActor(c), c.req.valid('param').orderId), 200))
  .openapi(depositRoute, async (c) => {
    const admin = adminActor(c);
    return c.json(await confirmDeposit(c.get('deps'), admin, c.req.valid('param').orderId), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { reason, refundAmount } = c.req.valid('json');
    const actor = { kind: 'admin' as const, ...adminActor(c) };
    return c.json(await cancelOrder(c.get('deps'), c.req.valid('param').orderId, actor, reason, refundAmount), 200);
  });
