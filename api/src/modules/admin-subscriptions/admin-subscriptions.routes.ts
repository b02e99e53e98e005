import { createRoute, z } from '@hono/zod-openapi';
import { adminCreateKeySchema, adminKeyListQuerySchema, adminKeyListSchema, adminKeyRevokeResultSchema, adminKeyRevokeSchema, adminMacDeleteQuerySchema, adminMacDeleteResponseSchema, idParamSchema } from '@store/shared';
import { errorResponses, jsonResponse, optionalJsonBody } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { createAdminKey, deleteKeyMac, listAdminKeys, revokeAdminKey } from './admin-subscriptions.service.ts';

// Admin subscription calls (store.md §7 "Admin"): role ADMIN from the token for each (requireAdmin),
// plus the secret token for creating a key. Every change is audit-logged with the admin and IP.

const security = [{ bearerAuth: [] }];

const createKeyRoute = createRoute({
  method: 'post',
  path: '/subscription/create-hash-key/temp',
  tags: ['admin'],
  summary: '관리자 라이선스 키 생성 (form: id, days = 개월 × 30, secret_token, buyerName); 결과 문구를 text로',
  security,
  middleware: [requireAdmin] as const,
  request: { body: { content: { 'application/x-www-form-urlencoded': { schema: adminCreateKeySchema } }, required: true } },
  responses: { 200: { description: '알림으로 보여 줄 결과 문구 (생성된 키 포함)', content: { 'text/plain': { schema: z.string() } } }, ...errorResponses(400, 401, 403, 404, 429) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/subscription/list/temp',
  tags: ['admin'],
  summary: '라이선스 키 목록 (all/active/expiring/inactive, 구매자·키·상품·MAC 검색; 최근 300개)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminKeyListQuerySchema },
  responses: { 200: jsonResponse(adminKeyListSchema, '라이선스 키 목록'), ...errorResponses(400, 401, 403) },
});

const macDeleteRoute = createRoute({
  method: 'delete',
  path: '/subscription/hash-key-mac-delete/temp',
  tags: ['admin'],
  summary: "키의 MAC 슬롯 하나 비우기 (result 'success' 또는 'fail'과 메시지)",
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminMacDeleteQuerySchema },
  responses: { 200: jsonResponse(adminMacDeleteResponseSchema, '결과'), ...errorResponses(400, 401, 403) },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/admin/subscriptions/{id}/revoke',
  tags: ['admin'],
  summary: '관리자가 만든 라이선스 키 회수 (주문으로 발급된 키는 주문 취소로 회수: 409)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: z.object({ id: idParamSchema }), ...optionalJsonBody(adminKeyRevokeSchema) },
  responses: { 200: jsonResponse(adminKeyRevokeResultSchema, '회수됨'), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

export const adminSubscriptionsRoutes = createRouter()
  .openapi(createKeyRoute, async (c) => {
    const actor = adminActor(c);
    return c.text(await createAdminKey(c.get('deps'), actor, c.req.valid('form')), 200);
  })
  .openapi(listRoute, async (c) => {
    const { filter, search } = c.req.valid('query');
    return c.json(await listAdminKeys(c.get('deps'), filter, search), 200);
  })
  .openapi(macDeleteRoute, async (c) => {
    const actor = adminActor(c);
    return c.json(await deleteKeyMac(c.get('deps'), actor, c.req.valid('query')), 200);
  })
  .openapi(revokeRoute, async (c) => c.json(await revokeAdminKey(c.get('deps'), adminActor(c), c.req.valid('param').id, c.req.valid('json').reason), 200));
