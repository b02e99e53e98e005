import { createRoute, z } from '@hono/zod-openapi';
import { adminApplicationDetailSchema, adminApplicationListQuerySchema, adminApplicationListResponseSchema, adminApplicationStatusSchema, idParamSchema } from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { changeStatus, listApplications, viewApplication } from './admin-custom-requests.service.ts';

// Admin calls for custom-software applications. Attached files: GET /api/application/files/{fileId}
// (files module; admins may read every application's files).

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/custom-requests',
  tags: ['admin'],
  summary: '맞춤 제작 신청 목록 (상태, 기간, 검색, 페이지)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminApplicationListQuerySchema },
  responses: { 200: jsonResponse(adminApplicationListResponseSchema, '신청 목록'), ...errorResponses(400, 401, 403) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/custom-requests/{id}',
  tags: ['admin'],
  summary: '맞춤 제작 신청 상세 (첨부 파일, 상태 이력, 가능한 다음 상태)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminApplicationDetailSchema, '신청 상세'), ...errorResponses(400, 401, 403, 404) },
});

const statusRoute = createRoute({
  method: 'put',
  path: '/admin/custom-requests/{id}/status',
  tags: ['admin'],
  summary: '맞춤 제작 신청 상태 변경 (메모 포함)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams, ...jsonBody(adminApplicationStatusSchema) },
  responses: { 200: jsonResponse(adminApplicationDetailSchema, '변경된 신청'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const adminCustomRequestsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listApplications(c.get('deps'), c.req.valid('query')), 200))
  .openapi(detailRoute, async (c) => c.json(await viewApplication(c.get('deps'), adminActor(c), c.req.valid('param').id), 200))
  .openapi(statusRoute, async (c) => {
    const actor = adminActor(c);
    return c.json(await changeStatus(c.get('deps'), actor, c.req.valid('param').id, c.req.valid('json')), 200);
  });
