import { createRoute } from '@hono/zod-openapi';
import { mypageHomeResponseSchema, mypageInfoResponseSchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { mypageHome, profileOf } from './mypage.service.ts';

// My page home (store.md §7). Always the token's member: there is no member id to pass.

const security = [{ bearerAuth: [] }];

const homeRoute = createRoute({
  method: 'get',
  path: '/mypage',
  tags: ['mypage'],
  summary: "마이페이지 홈 (프로필, 최근 구매, 리뷰, 문의; 빈 목록은 'noData')",
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(mypageHomeResponseSchema, '마이페이지 요약'), ...errorResponses(401) },
});

const infoRoute = createRoute({
  method: 'get',
  path: '/mypage/info',
  tags: ['mypage'],
  summary: '프로필 (이름, 등급, 누적 구매액, 포인트, 쿠폰 수)',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(mypageInfoResponseSchema, '프로필'), ...errorResponses(401) },
});

export const mypageRoutes = createRouter()
  .openapi(homeRoute, async (c) => c.json(await mypageHome(c.get('deps'), authOf(c).memberId), 200))
  .openapi(infoRoute, async (c) => c.json({ myManagementData: await profileOf(c.get('deps'), authOf(c).memberId) }, 200));
