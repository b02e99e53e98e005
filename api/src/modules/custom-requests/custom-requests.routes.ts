import { createRoute } from '@hono/zod-openapi';
import {
  CUSTOM_REQUEST_MESSAGES as M,
  applicationDetailQuerySchema,
  applicationDetailSchema,
  applicationListResponseSchema,
  customApplicationSchema,
  customDraftResponseSchema,
  customDraftSchema,
  customSubmitResultSchema,
  messageResponseSchema,
} from '@store/shared';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../../lib/client-ip.ts';
import type { AppEnv } from '../../lib/context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, optionalAuth } from '../auth/auth.middleware.ts';
import { fileCallerOf } from '../files/upload-session.ts';
import { applicationDetail, listApplications, loadDraft, saveDraft, submitApplication } from './custom-requests.service.ts';

const optionalSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
const security = [{ bearerAuth: [] }];

/**
 * Drafts and history are for members (store.md §6). Runs before the body is validated, so a
 * visitor always gets the spec's 'log in to use' message rather than a form error.
 */
const membersOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('auth')) throw unauthorized(M.draftLoginRequired);
  await next();
});

const submitRoute = createRoute({
  method: 'post',
  path: '/apply/custom-product',
  tags: ['custom-requests'],
  summary: '맞춤 제작 신청서 제출 (비회원 가능, 회원의 임시 저장본은 제출로 전환)',
  security: optionalSecurity,
  middleware: [optionalAuth] as const,
  request: jsonBody(customApplicationSchema),
  responses: { 201: jsonResponse(customSubmitResultSchema, '접수됨: 신청 번호'), ...errorResponses(400, 401, 429) },
});

const draftSaveRoute = createRoute({
  method: 'post',
  path: '/apply-form/temporary-store',
  tags: ['custom-requests'],
  summary: '신청서 임시 저장 (회원 1건)',
  security,
  middleware: [optionalAuth, membersOnly] as const,
  request: jsonBody(customDraftSchema),
  responses: { 200: jsonResponse(messageResponseSchema, '임시 저장됨'), ...errorResponses(400, 401) },
});

const draftLoadRoute = createRoute({
  method: 'get',
  path: '/apply/custom-product',
  tags: ['custom-requests'],
  summary: '임시 저장된 신청서 불러오기',
  security,
  middleware: [optionalAuth, membersOnly] as const,
  // No draft is not an error (a 404 showed in every member's console on opening the form).
  responses: { 200: jsonResponse(customDraftResponseSchema, '임시 저장본'), 204: { description: '임시 저장본 없음' }, ...errorResponses(401) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/application-list',
  tags: ['custom-requests'],
  summary: '내 맞춤 제작 신청 목록',
  security,
  middleware: [optionalAuth, membersOnly] as const,
  responses: { 200: jsonResponse(applicationListResponseSchema, '제출한 신청서'), ...errorResponses(401) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/application/detail',
  tags: ['custom-requests'],
  summary: '내 맞춤 제작 신청서 상세 (첨부 파일 포함)',
  security,
  middleware: [optionalAuth, membersOnly] as const,
  request: { query: applicationDetailQuerySchema },
  responses: { 200: jsonResponse(applicationDetailSchema, '신청서'), ...errorResponses(400, 401, 404) },
});

/** Visitors can submit without an account: a cap per address keeps bots from flooding staff. */
const SUBMISSIONS_PER_IP = { limit: 10, windowSeconds: 3600 };

export const customRequestsRoutes = createRouter()
  .openapi(submitRoute, async (c) => {
    const deps = c.get('deps');
    await consumeRateLimits(deps.db, [{ key: `custom-request:ip:${clientIp(c)}`, ...SUBMISSIONS_PER_IP }], deps.clock.now(), M.tooManyRequests);
    const applicationNumber = await submitApplication(deps, fileCallerOf(c), c.req.valid('json'));
    return c.json({ message: M.submitted, applicationNumber }, 201);
  })
  .openapi(draftSaveRoute, async (c) => {
    const caller = { ...fileCallerOf(c), memberId: authOf(c).memberId };
    await saveDraft(c.get('deps'), caller, c.req.valid('json'));
    return c.json({ message: M.draftSaved }, 200);
  })
  .openapi(draftLoadRoute, async (c) => {
    const draft = await loadDraft(c.get('deps'), authOf(c).memberId);
    return draft ? c.json(draft, 200) : c.body(null, 204);
  })
  .openapi(listRoute, async (c) => c.json({ submitApplications: await listApplications(c.get('deps'), authOf(c).memberId) }, 200))
  .openapi(detailRoute, async (c) => {
    const { applicationArticleId } = c.req.valid('query');
    return c.json(await applicationDetail(c.get('deps'), authOf(c).memberId, applicationArticleId), 200);
  });
