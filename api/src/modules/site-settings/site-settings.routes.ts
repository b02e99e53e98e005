import { createRoute } from '@hono/zod-openapi';
import { mainPageSettingsSchema, publicSiteSettingsSchema, siteSettingsSchema } from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { getMainPage, getPublicSiteSettings, getSiteSettings, saveMainPage, saveSiteSettings } from './site-settings.service.ts';

// Site settings: the admin reads and saves them (role ADMIN checked on the server, every save
// audit-logged); the storefront reads the public part (footer, chat link, home page).

const security = [{ bearerAuth: [] }];

const publicRoute = createRoute({
  method: 'get',
  path: '/site-settings',
  tags: ['site-settings'],
  summary: '사업자 정보, 고객센터 운영 시간, 채팅 채널, 메인 화면 구성 (공개)',
  responses: { 200: jsonResponse(publicSiteSettingsSchema, '공개 설정') },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/settings',
  tags: ['admin'],
  summary: '사이트 설정 조회',
  security,
  middleware: [requireAdmin] as const,
  responses: { 200: jsonResponse(siteSettingsSchema, '사이트 설정'), ...errorResponses(401, 403) },
});

const putRoute = createRoute({
  method: 'put',
  path: '/admin/settings',
  tags: ['admin'],
  summary: '사이트 설정 저장 (즉시 적용)',
  security,
  middleware: [requireAdmin] as const,
  request: jsonBody(siteSettingsSchema),
  responses: { 200: jsonResponse(siteSettingsSchema, '저장된 설정'), ...errorResponses(400, 401, 403) },
});

const getMainRoute = createRoute({
  method: 'get',
  path: '/admin/main-page',
  tags: ['admin'],
  summary: '메인 화면 구성 조회',
  security,
  middleware: [requireAdmin] as const,
  responses: { 200: jsonResponse(mainPageSettingsSchema, '메인 화면 구성'), ...errorResponses(401, 403) },
});

const putMainRoute = createRoute({
  method: 'put',
  path: '/admin/main-page',
  tags: ['admin'],
  summary: '메인 화면 구성 저장 (섹션 순서와 노출, 배너)',
  security,
  middleware: [requireAdmin] as const,
  request: jsonBody(mainPageSettingsSchema),
  responses: { 200: jsonResponse(mainPageSettingsSchema, '저장된 구성'), ...errorResponses(400, 401, 403) },
});

export const siteSettingsRoutes = createRouter()
  .openapi(publicRoute, async (c) => {
    // Revalidated on every read: an admin's save must show on the storefront at once.
    c.header('Cache-Control', 'no-cache');
    return c.json(await getPublicSiteSettings(c.get('deps').db), 200);
  })
  .openapi(getRoute, async (c) => c.json(await getSiteSettings(c.get('deps').db), 200))
  .openapi(putRoute, async (c) => c.json(await saveSiteSettings(c.get('deps'), adminActor(c), c.req.valid('json')), 200))
  .openapi(getMainRoute, async (c) => c.json(await getMainPage(c.get('deps').db), 200))
  .openapi(putMainRoute, async (c) => c.json(await saveMainPage(c.get('deps'), adminActor(c), c.req.valid('json')), 200));
