import { createRoute } from '@hono/zod-openapi';
import { auditLogQuerySchema, auditLogResponseSchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { requireAdmin } from '../auth/auth.middleware.ts';
import { listAuditLog } from './audit-log.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  tags: ['admin'],
  summary: '감사 로그 (작업, 대상, 작업자, 기간, 페이지)',
  security: [{ bearerAuth: [] }],
  middleware: [requireAdmin] as const,
  request: { query: auditLogQuerySchema },
  responses: { 200: jsonResponse(auditLogResponseSchema, '감사 로그'), ...errorResponses(400, 401, 403) },
});

export const auditLogRoutes = createRouter().openapi(listRoute, async (c) => c.json(await listAuditLog(c.get('deps'), c.req.valid('query')), 200));
