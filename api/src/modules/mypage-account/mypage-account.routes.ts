import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCOUNT_MESSAGES,
  codeResultSchema,
  couponCodeSchema,
  couponPageSchema,
  couponQuerySchema,
  couponUseResponseSchema,
  emailChangeCodeRequestSchema,
  emailConfirmRequestSchema,
  messageResponseSchema,
  myInfoResponseSchema,
  notificationResponseSchema,
  passwordChangeRequestSchema,
  pointQuerySchema,
  pointResponseSchema,
  preferenceKindSchema,
  preferenceUpdateRequestSchema,
  preferenceUpdateResponseSchema,
  withdrawalRequestSchema,
} from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { changePassword, confirmEmail, getMyInfo, requestEmailCode } from './account.service.ts';
import { listWallet, registerCoupon } from './coupon-wallet.service.ts';
import { getPreferences, updatePreference } from './notification.service.ts';
import { pointHistory } from './point-history.service.ts';
import { withdraw } from './withdrawal.service.ts';

// My page, account part (store.md §2/§7). Every call is the token's member's own: no member id
// is accepted from the client at all, so another member's data cannot even be named.


const myInfoRoute = createRoute({
  method: 'get',
  path: '/members/my-info',
  tags: ['mypage'],
  summary: '내 정보 (아이디, 이름, 휴대폰, 이메일)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  responses: { 200: jsonResponse(myInfoResponseSchema, '내 정보'), ...errorResponses(401) },
});

const emailCodeRoute = createRoute({
  method: 'post',
  path: '/members/email/code',
  tags: ['mypage'],
  summary: '이메일 변경 인증번호 요청 (이름은 회원 본인의 이름)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: jsonBody(emailChangeCodeRequestSchema),
  responses: { 200: jsonResponse(codeResultSchema, "발송됨 (result: 'success')"), ...errorResponses(400, 401, 429, 502) },
});

const emailConfirmRoute = createRoute({
  method: 'post',
  path: '/members/email/confirm',
  tags: ['mypage'],
  summary: '이메일 인증번호 확인: 새 이메일을 인증된 주소로 저장',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: jsonBody(emailConfirmRequestSchema),
  responses: { 200: jsonResponse(messageResponseSchema, '인증 완료'), ...errorResponses(400, 401) },
});

const passwordRoute = createRoute({
  method: 'put',
  path: '/members/password',
  tags: ['mypage'],
  summary: '비밀번호 변경 (현재 세션 외 모든 세션 로그아웃)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: jsonBody(passwordChangeRequestSchema),
  responses: { 200: jsonResponse(messageResponseSchema, '변경 완료'), ...errorResponses(400, 401, 429) },
});

const notificationRoute = createRoute({
  method: 'get',
  path: '/notification',
  tags: ['mypage'],
  summary: '알림 설정 (이메일, SMS, 광고성 정보 수신 동의와 변경 시각)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  responses: { 200: jsonResponse(notificationResponseSchema, '알림 설정'), ...errorResponses(401) },
});

const preferenceRoute = createRoute({
  method: 'put',
  path: '/members/notification-preference/update/{kind}',
  tags: ['mypage'],
  summary: "알림 설정 변경: kind는 email, sms 또는 marketing(광고성 정보 수신 동의), value는 'true' 또는 'false'",
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { params: z.object({ kind: preferenceKindSchema }), ...jsonBody(preferenceUpdateRequestSchema) },
  responses: { 200: jsonResponse(preferenceUpdateResponseSchema, '변경 결과 안내와 새 설정'), ...errorResponses(400, 401) },
});

const pointRoute = createRoute({
  method: 'get',
  path: '/point',
  tags: ['mypage'],
  summary: '포인트 내역 (type=all|earn|use, period=1|3|6 또는 startDate~endDate, page, size=5)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: pointQuerySchema },
  responses: { 200: jsonResponse(pointResponseSchema, '포인트 내역'), ...errorResponses(400, 401) },
});

const couponRoute = createRoute({
  method: 'get',
  path: '/coupon',
  tags: ['mypage'],
  summary: '내 쿠폰 (status=unused|used, page, size=4); used 탭은 사용했거나 기간이 지난 쿠폰',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { query: couponQuerySchema },
  responses: { 200: jsonResponse(couponPageSchema, '쿠폰 목록'), ...errorResponses(400, 401) },
});

const couponUseRoute = createRoute({
  method: 'post',
  path: '/coupon/use/{couponId}',
  tags: ['mypage'],
  summary: '쿠폰 등록: couponId 자리에 쿠폰 코드를 넣어 내 쿠폰함에 담습니다 (회원당 1회, 수량 한도 원자적 차감)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: { params: z.object({ couponId: couponCodeSchema }) },
  responses: { 201: jsonResponse(couponUseResponseSchema, '등록된 쿠폰'), ...errorResponses(400, 401, 404, 409, 429) },
});

const withdrawalRoute = createRoute({
  method: 'post',
  path: '/members/withdrawal',
  tags: ['mypage'],
  summary: '회원 탈퇴: 개인정보 삭제, 세션 종료, 아이디 30일 재가입 제한 (이용 중인 구독이 있으면 409)',
  middleware: [requireAuth] as const,
  security: [{ bearerAuth: [] }],
  request: jsonBody(withdrawalRequestSchema),
  responses: { 200: jsonResponse(messageResponseSchema, '탈퇴 완료'), ...errorResponses(400, 401, 409, 429) },
});

export const mypageAccountRoutes = createRouter()
  .openapi(myInfoRoute, async (c) => c.json({ data: await getMyInfo(c.get('deps'), authOf(c).memberId) }, 200))
  .openapi(emailCodeRoute, async (c) => {
    await requestEmailCode(c.get('deps'), authOf(c).memberId, c.req.valid('json'), clientIp(c));
    return c.json({ result: 'success' as const, message: ACCOUNT_MESSAGES.emailCodeSent }, 200);
  })
  .openapi(emailConfirmRoute, async (c) => {
    await confirmEmail(c.get('deps'), authOf(c).memberId, c.req.valid('json'));
    return c.json({ message: ACCOUNT_MESSAGES.emailChanged }, 200);
  })
  .openapi(passwordRoute, async (c) => {
    await changePassword(c.get('deps'), authOf(c), c.req.valid('json'));
    return c.json({ message: ACCOUNT_MESSAGES.passwordChanged }, 200);
  })
  .openapi(notificationRoute, async (c) => c.json({ notificationPreference: await getPreferences(c.get('deps'), authOf(c).memberId) }, 200))
  .openapi(preferenceRoute, async (c) => {
    const result = await updatePreference(c.get('deps'), authOf(c).memberId, c.req.valid('param').kind, c.req.valid('json').value === 'true');
    return c.json(result, 200);
  })
  .openapi(pointRoute, async (c) => c.json(await pointHistory(c.get('deps'), authOf(c).memberId, c.req.valid('query')), 200))
  .openapi(couponRoute, async (c) => c.json(await listWallet(c.get('deps'), authOf(c).memberId, c.req.valid('query')), 200))
  .openapi(couponUseRoute, async (c) => {
    const coupon = await registerCoupon(c.get('deps'), authOf(c).memberId, c.req.valid('param').couponId);
    return c.json({ message: ACCOUNT_MESSAGES.couponRegistered, coupon }, 201);
  })
  .openapi(withdrawalRoute, async (c) => {
    await withdraw(c.get('deps'), authOf(c).memberId, c.req.valid('json'));
    return c.json({ message: ACCOUNT_MESSAGES.withdrawDone }, 200);
  });
