import { createRoute } from '@hono/zod-openapi';
import { subscriptionDetailResponseSchema, subscriptionIdParamSchema, subscriptionListIdParamSchema, subscriptionListResponseSchema } from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { listSubscriptions, revealSubscription, subscriptionDetail } from './subscriptions.service.ts';

// The member's subscriptions and license keys (store.md §7 "My page"). Identity from the token.

const security = [{ bearerAuth: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/subscription-list',
  tags: ['subscriptions'],
  summary: '내 구독 목록 (상품별 개수: 사용 중, 사용 전, 만료)',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(subscriptionListResponseSchema, 'subscriptionData'), ...errorResponses(401) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/subscription/detail/{id}',
  tags: ['subscriptions'],
  summary: '구독 상세 (사용 전 키는 가려서)',
  security,
  middleware: [requireAuth] as const,
  request: { params: subscriptionIdParamSchema },
  responses: { 200: jsonResponse(subscriptionDetailResponseSchema, 'subscriptionDetail, itemName'), ...errorResponses(400, 401, 404) },
});

const revealRoute = createRoute({
  method: 'put',
  path: '/subscription/update/{subscriptionListId}',
  tags: ['subscriptions'],
  summary: '라이선스 키 확인: 사용 전 키의 구독 기간 시작 (GRANTED, 시작일, 만료일)',
  security,
  middleware: [requireAuth] as const,
  request: { params: subscriptionListIdParamSchema },
  responses: { 200: jsonResponse(subscriptionDetailResponseSchema, '시작된 키의 상세'), ...errorResponses(400, 401, 404, 409) },
});

export const subscriptionsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listSubscriptions(c.get('deps'), authOf(c).memberId), 200))
  .openapi(detailRoute, async (c) => c.json(await subscriptionDetail(c.get('deps'), authOf(c).memberId, c.req.valid('param').id), 200))
  .openapi(revealRoute, async (c) =>
    c.json(await revealSubscription(c.get('deps'), authOf(c).memberId, c.req.valid('param').subscriptionListId, clientIp(c)), 200),
  );
