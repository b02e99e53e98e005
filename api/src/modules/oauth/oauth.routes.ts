import { createRoute, z } from '@hono/zod-openapi';
import { AUTH_MESSAGES, loginResponseSchema, oauthAppQuerySchema, oauthExchangeRequestSchema, oauthProvidersResponseSchema, SOCIAL_PROVIDERS } from '@store/shared';
import { clientInfo, clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { beginAuthorization, completeAuthorization, exchangeTicket } from './oauth.service.ts';

const providerParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS, { error: '지원하지 않는 소셜 로그인입니다.' }) });
const redirect = { 302: { description: '브라우저 이동' } };

const authorizeRoute = createRoute({
  method: 'get',
  path: '/authorization/{provider}',
  tags: ['oauth'],
  summary: '소셜 로그인 시작 (제공자 로그인 화면으로 이동; 데스크톱 앱은 appPort·appChallenge로 루프백 복귀)',
  request: { params: providerParams, query: oauthAppQuerySchema },
  responses: { ...redirect, ...errorResponses(400, 429) },
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/callback/{provider}',
  tags: ['oauth'],
  summary: '소셜 로그인 콜백 (성공 시 /oauth2/success?ticket=)',
  request: { params: providerParams },
  responses: { ...redirect, ...errorResponses(400) },
});

/** Browser-facing endpoints, mounted at /oauth2 (outside /api, as the spec's buttons expect). */
export const oauthRedirectRoutes = createRouter()
  .openapi(authorizeRoute, async (c) => {
    const { appPort, appChallenge } = c.req.valid('query');
    const app = appPort !== undefined && appChallenge !== undefined ? { port: appPort, challenge: appChallenge } : null;
    return c.redirect(await beginAuthorization(c.get('deps'), c.req.valid('param').provider, app, clientIp(c)), 302);
  })
  .openapi(callbackRoute, async (c) =>
    c.redirect(await completeAuthorization(c.get('deps'), c.req.valid('param').provider, new URL(c.req.url)), 302),
  );

const providersRoute = createRoute({
  method: 'get',
  path: '/oauth2/providers',
  tags: ['oauth'],
  summary: '설정된 소셜 로그인 제공자',
  responses: { 200: jsonResponse(oauthProvidersResponseSchema, '제공자별 사용 가능 여부') },
});

const exchangeRoute = createRoute({
  method: 'post',
  path: '/oauth2/exchange',
  tags: ['oauth'],
  summary: '일회용 소셜 로그인 티켓을 로그인 토큰으로 교환',
  request: jsonBody(oauthExchangeRequestSchema),
  responses: { 200: jsonResponse(loginResponseSchema, '로그인 성공'), ...errorResponses(400, 401, 403) },
});

export const oauthApiRoutes = createRouter()
  .openapi(providersRoute, (c) => {
    const { oauth } = c.get('deps').adapters;
    return c.json({ naver: Boolean(oauth.naver), kakao: Boolean(oauth.kakao) }, 200);
  })
  .openapi(exchangeRoute, async (c) => {
    const { ticket, verifier } = c.req.valid('json');
    const session = await exchangeTicket(c.get('deps'), ticket, verifier, clientInfo(c));
    return c.json({ message: AUTH_MESSAGES.loginSuccess, data: session }, 200);
  });
