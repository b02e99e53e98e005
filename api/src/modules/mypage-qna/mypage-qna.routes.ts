import { createRoute } from '@hono/zod-openapi';
import { QNA_MESSAGES, memberQnaPageSchema, activityPageQuerySchema, qnaFormResponseSchema, qnaIdQuerySchema, qnaUpdateSchema, qnaUpdatedSchema } from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { questionForm, questionPage, updateQuestion } from './mypage-qna.service.ts';

// The member's product questions and their edit (store.md §7 My page). The author is the
// token's member; another member's qnaId answers 404.

const security = [{ bearerAuth: [] }];
const tags = ['mypage'];

const listRoute = createRoute({
  method: 'get',
  path: '/mypage/qna',
  tags,
  summary: '내 상품 문의 (page/size)',
  security,
  middleware: [requireAuth] as const,
  request: { query: activityPageQuerySchema },
  responses: { 200: jsonResponse(memberQnaPageSchema, '내 문의'), ...errorResponses(400, 401) },
});

const formRoute = createRoute({
  method: 'get',
  path: '/items/qna/update',
  tags,
  summary: '문의 수정 폼 (qnaForm)',
  security,
  middleware: [requireAuth] as const,
  request: { query: qnaIdQuerySchema },
  responses: { 200: jsonResponse(qnaFormResponseSchema, '문의'), ...errorResponses(400, 401, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/items/qna/update',
  tags,
  summary: '문의 수정 (답변 전까지만; 답변 후 409)',
  security,
  middleware: [requireAuth] as const,
  request: { query: qnaIdQuerySchema, ...jsonBody(qnaUpdateSchema) },
  responses: { 200: jsonResponse(qnaUpdatedSchema, '수정됨'), ...errorResponses(400, 401, 404, 409) },
});

export const mypageQnaRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { page, size } = c.req.valid('query');
    return c.json(await questionPage(c.get('deps'), authOf(c).memberId, page, size), 200);
  })
  .openapi(formRoute, async (c) => c.json({ qnaForm: await questionForm(c.get('deps'), authOf(c).memberId, c.req.valid('query').qnaId) }, 200))
  .openapi(updateRoute, async (c) => {
    await updateQuestion(c.get('deps'), authOf(c).memberId, c.req.valid('query').qnaId, c.req.valid('json'));
    return c.json({ result: 'success' as const, message: QNA_MESSAGES.updated }, 200);
  });
