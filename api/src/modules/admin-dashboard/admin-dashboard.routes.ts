import { createRoute } from '@hono/zod-openapi';
import { adminDashboardSchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { requireAdmin } from '../auth/auth.middleware.ts';
import { dashboard } from './admin-dashboard.service.ts';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/admin/dashboard',
  tags: ['admin'],
  summary: '대시보드 (오늘·최근 14일 매출, 처리할 일, 사용 중인 키, 인기 상품)',
  security: [{ bearerAuth: [] }],
  middleware: [requireAdmin] as const,
  responses: { 200: jsonResponse(adminDashboardSchema, '대시보드'), ...errorResponses(401, 403) },
});

export const adminDashboardRoutes = createRouter().openapi(dashboardRoute, async (c) => c.json(await dashboard(c.get('deps')), 200));
