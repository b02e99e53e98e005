import { createRoute } from '@hono/zod-openapi';
import { activityPageQuerySchema, purchaseDetailQuerySchema, purchaseDetailResponseSchema, purchaseListResponseSchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { listPurchases, purchaseDetail } from './purchases.service.ts';

// The member's purchase history (store.md §7 My page). Identity from the token only; someone
// else's order id answers 404 like a missing one.

const security = [{ bearerAuth: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/purchase-list',
  tags: ['mypage'],
  summary: '구매 내역 (최신순, page/size)',
  security,
  middleware: [requireAuth] as const,
  request: { query: activityPageQuerySchema },
  responses: { 200: jsonResponse(purchaseListResponseSchema, '구매 내역'), ...errorResponses(400, 401) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/purchase-detail',
  tags: ['mypage'],
  summary: '구매 상세 (일자, 주문 번호, 상태, 상품, 결제 정보, 적립 포인트)',
  security,
  middleware: [requireAuth] as const,
  request: { query: purchaseDetailQuerySchema },
  responses: { 200: jsonResponse(purchaseDetailResponseSchema, '구매 상세'), ...errorResponses(400, 401, 404) },
});

export const purchasesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { page, size } = c.req.valid('query');
    return c.json(await listPurchases(c.get('deps'), authOf(c).memberId, page, size), 200);
  })
  .openapi(detailRoute, async (c) => c.json(await purchaseDetail(c.get('deps'), authOf(c).memberId, c.req.valid('query').id), 200));
