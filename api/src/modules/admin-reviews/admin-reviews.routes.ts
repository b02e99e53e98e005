import { createRoute, z } from '@hono/zod-openapi';
import { adminReviewListQuerySchema, adminReviewListResponseSchema, adminReviewRowSchema, adminReviewVisibilitySchema, idParamSchema } from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { listReviews, setVisibility } from './admin-reviews.service.ts';

// Admin calls for product reviews: the list to look through, and hiding or showing one.

const security = [{ bearerAuth: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/admin/reviews',
  tags: ['admin'],
  summary: '리뷰 목록 (공개 상태, 별점, 기간, 검색, 페이지)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminReviewListQuerySchema },
  responses: { 200: jsonResponse(adminReviewListResponseSchema, '리뷰 목록'), ...errorResponses(400, 401, 403) },
});

const visibilityRoute = createRoute({
  method: 'put',
  path: '/admin/reviews/{id}/visibility',
  tags: ['admin'],
  summary: '리뷰 숨기기(사유 필수, 작성자에게 표시)·다시 공개',
  security,
  middleware: [requireAdmin] as const,
  request: { params: z.object({ id: idParamSchema }), ...jsonBody(adminReviewVisibilitySchema) },
  responses: { 200: jsonResponse(adminReviewRowSchema, '바뀐 리뷰'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const adminReviewsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listReviews(c.get('deps'), c.req.valid('query')), 200))
  .openapi(visibilityRoute, async (c) => {
    const actor = adminActor(c);
    return c.json(await setVisibility(c.get('deps'), actor, c.req.valid('param').id, c.req.valid('json')), 200);
  });
