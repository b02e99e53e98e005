import { createRoute } from '@hono/zod-openapi';
import { getCookie, setCookie } from 'hono/cookie';
import {
  AUTH_MESSAGES,
  authCheckResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  memberIdResponseSchema,
  messageResponseSchema,
} from '@store/shared';
import { clientInfo } from '../../lib/client-ip.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from './auth.middleware.ts';
import { currentUser, login, logout } from './auth.service.ts';
import { LOGIN_DEVICE_COOKIE, LOGIN_DEVICE_MAX_AGE_SECONDS } from './device-cookie.ts';

const security = [{ bearerAuth: [] }];

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['auth'],
  summary: '아이디/비밀번호 로그인',
  request: jsonBody(loginRequestSchema),
  responses: { 200: jsonResponse(loginResponseSchema, '로그인 성공: 토큰과 권한'), ...errorResponses(400, 401, 403, 429) },
});

const checkRoute = createRoute({
  method: 'get',
  path: '/auth/check',
  tags: ['auth'],
  summary: '로그인 세션 확인',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(authCheckResponseSchema, '로그인한 회원'), ...errorResponses(401, 403) },
});

const memberIdRoute = createRoute({
  method: 'get',
  path: '/auth/members/id',
  tags: ['auth'],
  summary: '로그인한 회원 번호',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(memberIdResponseSchema, '회원 번호'), ...errorResponses(401, 403) },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['auth'],
  summary: '로그아웃 (세션 폐기)',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(messageResponseSchema, '로그아웃됨'), ...errorResponses(401, 403) },
});

export const authRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const deps = c.get('deps');
    const { session, deviceCookie } = await login(deps, c.req.valid('json'), clientInfo(c), getCookie(c, LOGIN_DEVICE_COOKIE));
    // Sent only back to this route, never readable by page scripts or sent from other sites.
    setCookie(c, LOGIN_DEVICE_COOKIE, deviceCookie, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: deps.config.publicUrl.startsWith('https://'),
      path: '/api/login',
      maxAge: LOGIN_DEVICE_MAX_AGE_SECONDS,
    });
    return c.json({ message: AUTH_MESSAGES.loginSuccess, data: session }, 200);
  })
  .openapi(checkRoute, async (c) => {
    return c.json({ data: await currentUser(c.get('deps').db, authOf(c).memberId) }, 200);
  })
  .openapi(memberIdRoute, (c) => c.json({ memberId: authOf(c).memberId }, 200))
  .openapi(logoutRoute, async (c) => {
    const { db, clock } = c.get('deps');
    await logout(db, authOf(c).sessionId, clock.now());
    return c.json({ message: AUTH_MESSAGES.logoutSuccess }, 200);
  });
