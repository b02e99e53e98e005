import { createRoute, z } from '@hono/zod-openapi';
import { adminBlockResultSchema, adminBlockUsersSchema, adminMemberDetailSchema, adminPointAdjustSchema, adminUserListQuerySchema, adminUserListResponseSchema, idParamSchema } from '@store/shared';
import { errorResponses, jsonBody, jsonResponse, optionalJsonBody } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { blockUsers, listUsers, unblockUser } from './admin-users.service.ts';
import { adjustPoints, viewMemberDetail } from './member-detail.service.ts';

// Admin member calls. The spec's PUT /api/admin/user/{id}/block suspends one member; the bulk
// PUT /api/admin/users/block suspends a selection all or nothing (the screen uses it). Both
// refuse admins, suspended members and an empty selection, and end the sessions at once.

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });
const reasonSchema = adminBlockUsersSchema.pick({ reason: true });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  summary: '회원 목록 (검색, 등급, 정렬, 페이지)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminUserListQuerySchema },
  responses: { 200: jsonResponse(adminUserListResponseSchema, 'userList'), ...errorResponses(400, 401, 403) },
});

const blockOneRoute = createRoute({
  method: 'put',
  path: '/admin/user/{id}/block',
  tags: ['admin'],
  summary: '회원 이용 정지 (세션 즉시 종료)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams, ...optionalJsonBody(reasonSchema) },
  responses: { 200: jsonResponse(adminBlockResultSchema, '정지됨'), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const blockManyRoute = createRoute({
  method: 'put',
  path: '/admin/users/block',
  tags: ['admin'],
  summary: '선택한 회원 일괄 정지 (전부 또는 전무)',
  security,
  middleware: [requireAdmin] as const,
  request: jsonBody(adminBlockUsersSchema),
  responses: { 200: jsonResponse(adminBlockResultSchema, '정지됨'), ...errorResponses(400, 401, 403, 404, 409) },
});

const unblockRoute = createRoute({
  method: 'put',
  path: '/admin/user/{id}/unblock',
  tags: ['admin'],
  summary: '회원 정지 해제',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminBlockResultSchema, '해제됨'), ...errorResponses(400, 401, 403, 404, 409) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  tags: ['admin'],
  summary: '회원 상세 (계정, 키, 쿠폰, 최근 포인트 내역과 주문)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminMemberDetailSchema, '회원 상세'), ...errorResponses(400, 401, 403, 404) },
});

const pointsRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/points',
  tags: ['admin'],
  summary: '포인트 지급·차감 (사유는 회원의 포인트 내역에 표시; 본 잔액과 다르면 409)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams, ...jsonBody(adminPointAdjustSchema) },
  responses: { 200: jsonResponse(adminMemberDetailSchema, '조정된 회원'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const adminUsersRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listUsers(c.get('deps'), c.req.valid('query')), 200))
  .openapi(blockOneRoute, async (c) => {
    const { reason } = c.req.valid('json');
    return c.json(await blockUsers(c.get('deps'), adminActor(c), [c.req.valid('param').id], reason), 200);
  })
  .openapi(blockManyRoute, async (c) => {
    const { memberIds, reason } = c.req.valid('json');
    return c.json(await blockUsers(c.get('deps'), adminActor(c), memberIds, reason), 200);
  })
  .openapi(unblockRoute, async (c) => c.json(await unblockUser(c.get('deps'), adminActor(c), c.req.valid('param').id), 200))
  .openapi(detailRoute, async (c) => c.json(await viewMemberDetail(c.get('deps'), adminActor(c), c.req.valid('param').id), 200))
  .openapi(pointsRoute, async (c) => c.json(await adjustPoints(c.get('deps'), adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200));
