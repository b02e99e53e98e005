import { createRoute } from '@hono/zod-openapi';
import { AUTH_MESSAGES, codeResultSchema, loginIdCheckResponseSchema, loginIdCheckSchema, phoneCodeRequestSchema, signupRequestSchema, signupResponseSchema } from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { isLoginIdAvailable, requestSignupCode, signup } from './members.service.ts';

const signupCodeRoute = createRoute({
  method: 'post',
  path: '/members/phone/certification/no-user',
  tags: ['members'],
  summary: '회원가입 휴대폰 인증번호 요청 (미가입 번호만)',
  request: jsonBody(phoneCodeRequestSchema),
  responses: {
    200: jsonResponse(codeResultSchema, "발송됨 (result: 'success')"),
    409: jsonResponse(codeResultSchema, "이미 가입된 번호 (result: 'duplicate')"),
    ...errorResponses(400, 429, 502),
  },
});

const loginIdCheckRoute = createRoute({
  method: 'post',
  path: '/members/login-id/check',
  tags: ['members'],
  summary: '회원가입 아이디 중복 확인',
  request: jsonBody(loginIdCheckSchema),
  responses: { 200: jsonResponse(loginIdCheckResponseSchema, '사용 가능 여부'), ...errorResponses(400, 429) },
});

const signupRoute = createRoute({
  method: 'post',
  path: '/signup',
  tags: ['members'],
  summary: '회원가입',
  request: jsonBody(signupRequestSchema),
  responses: { 201: jsonResponse(signupResponseSchema, '가입 완료, 환영 쿠폰 발급'), ...errorResponses(400, 409) },
});

export const membersRoutes = createRouter()
  .openapi(signupCodeRoute, async (c) => {
    await requestSignupCode(c.get('deps'), c.req.valid('json').phoneNumber, clientIp(c));
    return c.json({ result: 'success' as const, message: AUTH_MESSAGES.codeSentPhone }, 200);
  })
  .openapi(loginIdCheckRoute, async (c) => {
    const available = await isLoginIdAvailable(c.get('deps'), c.req.valid('json').loginId, clientIp(c));
    return c.json({ available, message: available ? AUTH_MESSAGES.loginIdAvailable : AUTH_MESSAGES.loginIdTaken }, 200);
  })
  .openapi(signupRoute, async (c) => {
    const data = await signup(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.signupSuccess, data }, 201);
  });
