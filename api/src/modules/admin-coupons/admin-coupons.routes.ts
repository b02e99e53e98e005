import { createRoute } from '@hono/zod-openapi';
import {
  adminCouponActiveSchema,
  adminCouponCreateSchema,
  adminCouponIssueResultSchema,
  adminCouponIssueSchema,
  adminCouponListResponseSchema,
  adminCouponResultSchema,
  couponIdParamSchema,
} from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { createCoupon, issueCoupon, listCoupons, setActive } from './admin-coupons.service.ts';

// Admin coupon calls. Role ADMIN checked on the server for each; every change audit-logged.

const security = [{ bearerAuth: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/admin/coupons',
  tags: ['admin'],
  summary: '쿠폰 목록 (발급·사용 수 포함)',
  security,
  middleware: [requireAdmin] as const,
  responses: { 200: jsonResponse(adminCouponListResponseSchema, '쿠폰 목록'), ...errorResponses(401, 403) },
});

const createCouponRoute = createRoute({
  method: 'post',
  path: '/admin/coupons/create',
  tags: ['admin'],
  summary: '쿠폰 생성 (정액/정률, 최소 구매 금액, 수량, 기간, 코드, 사용 여부)',
  security,
  middleware: [requireAdmin] as const,
  request: jsonBody(adminCouponCreateSchema),
  responses: { 200: jsonResponse(adminCouponResultSchema, '생성됨'), ...errorResponses(400, 401, 403, 409) },
});

const activeRoute = createRoute({
  method: 'put',
  path: '/admin/coupons/{couponId}/active',
  tags: ['admin'],
  summary: '쿠폰 사용/중지',
  security,
  middleware: [requireAdmin] as const,
  request: { params: couponIdParamSchema, ...jsonBody(adminCouponActiveSchema) },
  responses: { 200: jsonResponse(adminCouponResultSchema, '변경됨'), ...errorResponses(400, 401, 403, 404) },
});

const issueRoute = createRoute({
  method: 'post',
  path: '/admin/coupons/{couponId}/issue',
  tags: ['admin'],
  summary: '선택한 회원에게 쿠폰 발급 (회원당 1장, 수량 초과 불가)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: couponIdParamSchema, ...jsonBody(adminCouponIssueSchema) },
  responses: { 200: jsonResponse(adminCouponIssueResultSchema, '발급됨'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const adminCouponsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ coupons: await listCoupons(c.get('deps')) }, 200))
  .openapi(createCouponRoute, async (c) => {
    const coupon = await createCoupon(c.get('deps'), adminActor(c), c.req.valid('json'));
    return c.json({ result: 'success' as const, coupon }, 200);
  })
  .openapi(activeRoute, async (c) => {
    const coupon = await setActive(c.get('deps'), adminActor(c), c.req.valid('param').couponId, c.req.valid('json').isActive);
    return c.json({ result: 'success' as const, coupon }, 200);
  })
  .openapi(issueRoute, async (c) => {
    const result = await issueCoupon(c.get('deps'), adminActor(c), c.req.valid('param').couponId, c.req.valid('json'));
    return c.json({ result: 'success' as const, ...result }, 200);
  });
