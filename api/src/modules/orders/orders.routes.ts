import { createRoute, z } from '@hono/zod-openapi';
import {
  bankTransferResponseSchema,
  bankTransferSchema,
  memberOrderCancelSchema,
  orderCreatedSchema,
  orderIdParamSchema,
  orderIdQuerySchema,
  orderRequestSchema,
  orderSheetSchema,
  orderSheetUpdateSchema,
  orderSheetUpdatedSchema,
  orderStatusResponseSchema,
} from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonResponse, optionalJsonBody } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { requestBankTransfer } from './bank-transfer.service.ts';
import { cancelOrder } from './cancel.service.ts';
import { applyOrderSheet, getOrderSheet } from './order-sheet.service.ts';
import { confirmOrder, createOrder } from './orders.service.ts';

// Orders, the order sheet, bank transfer, purchase confirmation and cancellation by the member.
// Every call acts on the token's member; someone else's order answers 404 like a missing one.

const security = [{ bearerAuth: [] }];

const createOrderRoute = createRoute({
  method: 'post',
  path: '/order',
  tags: ['orders'],
  summary: "주문 생성 (result 'available'); Idempotency-Key 헤더로 중복 제출 방지",
  security,
  middleware: [requireAuth] as const,
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .regex(/^[A-Za-z0-9_.:-]{8,100}$/, '요청 키 형식이 올바르지 않습니다.')
        .optional()
        .openapi({ description: '같은 키로 다시 보내면 처음 만든 주문을 돌려줍니다 (8~100자).' }),
    }),
    ...jsonBody(orderRequestSchema),
  },
  responses: { 200: jsonResponse(orderCreatedSchema, '주문 생성됨'), ...errorResponses(400, 401, 403, 409) },
});

const sheetRoute = createRoute({
  method: 'get',
  path: '/ordersheet',
  tags: ['orders'],
  summary: '주문서 (상품, 보유 포인트, 사용 가능한 쿠폰)',
  security,
  middleware: [requireAuth] as const,
  request: { query: orderIdQuerySchema },
  responses: { 200: jsonResponse(orderSheetSchema, '주문서'), ...errorResponses(400, 401, 404) },
});

const applySheetRoute = createRoute({
  method: 'post',
  path: '/ordersheet',
  tags: ['orders'],
  summary: '주문서 적용 (포인트, 쿠폰, 결제 수단) → 결제 금액과 paymentId',
  security,
  middleware: [requireAuth] as const,
  request: jsonBody(orderSheetUpdateSchema),
  responses: { 200: jsonResponse(orderSheetUpdatedSchema, '적용됨 (0원이면 바로 결제 완료)'), ...errorResponses(400, 401, 404, 409) },
});

const bankTransferRoute = createRoute({
  method: 'put',
  path: '/order/bank-transfer',
  tags: ['orders'],
  summary: "무통장 입금 신청 (result 'success' 또는 'no-email'); 입금 안내 메일은 회원당 시간에 10통까지 (넘으면 429)",
  security,
  middleware: [requireAuth] as const,
  request: jsonBody(bankTransferSchema),
  responses: { 200: jsonResponse(bankTransferResponseSchema, '입금 계좌, 금액, 기한'), ...errorResponses(400, 401, 404, 409, 429) },
});

const confirmRoute = createRoute({
  method: 'put',
  path: '/orders/{orderId}/confirm',
  tags: ['orders'],
  summary: '구매 확정',
  security,
  middleware: [requireAuth] as const,
  request: { params: orderIdParamSchema },
  responses: { 200: jsonResponse(orderStatusResponseSchema, '구매 확정됨'), ...errorResponses(400, 401, 404, 409) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/orders/{orderId}/cancel',
  tags: ['orders'],
  summary: "주문 취소 (입금 대기 주문, 또는 결제 후 7일 이내이며 키를 사용하지 않은 주문); unpaidOnly면 입금 대기 주문만 취소하고 결제된 주문은 409 (result 'paid')",
  security,
  middleware: [requireAuth] as const,
  request: { params: orderIdParamSchema, ...optionalJsonBody(memberOrderCancelSchema) },
  responses: { 200: jsonResponse(orderStatusResponseSchema, '취소됨'), ...errorResponses(400, 401, 404, 409, 415) },
});

export const ordersRoutes = createRouter()
  .openapi(createOrderRoute, async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    // Identity from the token: ordering for another member is refused, never redirected.
    if (body.memberId !== auth.memberId) throw forbidden();
    const { orderId } = await createOrder(c.get('deps'), auth.memberId, body, c.req.valid('header')['idempotency-key']);
    return c.json({ result: 'available' as const, orderId }, 200);
  })
  .openapi(sheetRoute, async (c) => c.json(await getOrderSheet(c.get('deps'), authOf(c).memberId, c.req.valid('query').orderId), 200))
  .openapi(applySheetRoute, async (c) => c.json(await applyOrderSheet(c.get('deps'), authOf(c).memberId, c.req.valid('json')), 200))
  .openapi(bankTransferRoute, async (c) => c.json(await requestBankTransfer(c.get('deps'), authOf(c).memberId, c.req.valid('json')), 200))
  .openapi(confirmRoute, async (c) => c.json(await confirmOrder(c.get('deps'), authOf(c).memberId, c.req.valid('param').orderId), 200))
  .openapi(cancelRoute, async (c) => {
    const { reason, unpaidOnly } = c.req.valid('json');
    const actor = { kind: 'member' as const, memberId: authOf(c).memberId, ip: clientIp(c), unpaidOnly: unpaidOnly === true };
    return c.json(await cancelOrder(c.get('deps'), c.req.valid('param').orderId, actor, reason), 200);
  });

