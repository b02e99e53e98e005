import { createRoute } from '@hono/zod-openapi';
import {
  AUTH_MESSAGES,
  codeResultSchema,
  emailCodeRequestSchema,
  findIdByEmailRequestSchema,
  findIdByPhoneRequestSchema,
  findIdResponseSchema,
  findPwRequestSchema,
  findPwResponseSchema,
  messageResponseSchema,
  modifyPwRequestSchema,
  phoneCodeRequestSchema,
} from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import * as recovery from './recovery.service.ts';

const codeResponses = {
  200: jsonResponse(codeResultSchema, "발송됨 (result: 'success')"),
  404: jsonResponse(codeResultSchema, "가입된 회원이 아님 (result: 'noUser')"),
  ...errorResponses(400, 429, 502),
};

const emailCodeRoute = createRoute({
  method: 'post',
  path: '/members/email/certification/duplicate',
  tags: ['recovery'],
  summary: '아이디 찾기 이메일 인증번호 요청 (가입 회원만)',
  request: jsonBody(emailCodeRequestSchema),
  responses: codeResponses,
});

const phoneCodeRoute = createRoute({
  method: 'post',
  path: '/members/phone/certification/duplicate',
  tags: ['recovery'],
  summary: '아이디/비밀번호 찾기 휴대폰 인증번호 요청 (가입 회원만)',
  request: jsonBody(phoneCodeRequestSchema),
  responses: codeResponses,
});

const findIdEmailRoute = createRoute({
  method: 'post',
  path: '/find-id/email',
  tags: ['recovery'],
  summary: '이메일 인증으로 아이디 찾기',
  request: jsonBody(findIdByEmailRequestSchema),
  responses: { 200: jsonResponse(findIdResponseSchema, '찾은 아이디와 가입일'), ...errorResponses(400, 404) },
});

const findIdPhoneRoute = createRoute({
  method: 'post',
  path: '/find-id/phone',
  tags: ['recovery'],
  summary: '휴대폰 인증으로 아이디 찾기',
  request: jsonBody(findIdByPhoneRequestSchema),
  responses: { 200: jsonResponse(findIdResponseSchema, '찾은 아이디와 가입일'), ...errorResponses(400, 404) },
});

const findPwRoute = createRoute({
  method: 'post',
  path: '/find-pw',
  tags: ['recovery'],
  summary: '비밀번호 찾기 (재설정 권한 발급)',
  request: jsonBody(findPwRequestSchema),
  responses: { 200: jsonResponse(findPwResponseSchema, '재설정 권한 (resetToken, 10분, 1회)'), ...errorResponses(400, 404) },
});

const modifyPwRoute = createRoute({
  method: 'post',
  path: '/modify-pw',
  tags: ['recovery'],
  summary: '비밀번호 재설정 (재설정 권한 필요)',
  request: jsonBody(modifyPwRequestSchema),
  responses: { 200: jsonResponse(messageResponseSchema, '변경됨, 모든 세션 종료'), ...errorResponses(400, 403) },
});

export const recoveryRoutes = createRouter()
  .openapi(emailCodeRoute, async (c) => {
    await recovery.requestFindIdEmailCode(c.get('deps'), c.req.valid('json'), clientIp(c));
    return c.json({ result: 'success' as const, message: AUTH_MESSAGES.codeSentEmail }, 200);
  })
  .openapi(phoneCodeRoute, async (c) => {
    await recovery.requestRecoveryPhoneCode(c.get('deps'), c.req.valid('json').phoneNumber, clientIp(c));
    return c.json({ result: 'success' as const, message: AUTH_MESSAGES.codeSentPhone }, 200);
  })
  .openapi(findIdEmailRoute, async (c) => {
    const data = await recovery.findIdByEmail(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.foundIdByEmail, data }, 200);
  })
  .openapi(findIdPhoneRoute, async (c) => {
    const data = await recovery.findIdByPhone(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.foundIdByPhone, data }, 200);
  })
  .openapi(findPwRoute, async (c) => {
    const data = await recovery.findPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.findPwSuccess, data }, 200);
  })
  .openapi(modifyPwRoute, async (c) => {
    await recovery.modifyPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.modifyPwSuccess }, 200);
  });
