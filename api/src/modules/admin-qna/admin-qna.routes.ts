import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_QNA_MESSAGES, adminQnaAnswerSchema, adminQnaDeleteResultSchema, adminQnaListQuerySchema, adminQnaListResponseSchema, adminQnaRowSchema, idParamSchema } from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { answerQuestion, deleteQuestion, listQuestions, questionDetail } from './admin-qna.service.ts';

// Admin calls for product Q&A: the list to work through, one question, its answer, its removal.

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParamSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/qna',
  tags: ['admin'],
  summary: '상품 문의 목록 (답변 상태, 기간, 검색, 페이지; 답변 대기 수)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminQnaListQuerySchema },
  responses: { 200: jsonResponse(adminQnaListResponseSchema, '문의 목록'), ...errorResponses(400, 401, 403) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/qna/{id}',
  tags: ['admin'],
  summary: '상품 문의 하나 (비밀글 포함)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminQnaRowSchema, '문의'), ...errorResponses(400, 401, 403, 404) },
});

const answerRoute = createRoute({
  method: 'put',
  path: '/admin/qna/{id}/answer',
  tags: ['admin'],
  summary: '상품 문의 답변 등록·수정 (본 시점 이후 바뀐 문의는 409)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams, ...jsonBody(adminQnaAnswerSchema) },
  responses: { 200: jsonResponse(adminQnaRowSchema, '답변된 문의'), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/qna/{id}',
  tags: ['admin'],
  summary: '상품 문의 삭제 (감사 로그에 내용 보관)',
  security,
  middleware: [requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(adminQnaDeleteResultSchema, '삭제 결과'), ...errorResponses(400, 401, 403, 404) },
});

export const adminQnaRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listQuestions(c.get('deps'), c.req.valid('query')), 200))
  .openapi(detailRoute, async (c) => c.json(await questionDetail(c.get('deps'), c.req.valid('param').id), 200))
  .openapi(answerRoute, async (c) => c.json(await answerQuestion(c.get('deps'), adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await deleteQuestion(c.get('deps'), adminActor(c), id);
    return c.json({ message: ADMIN_QNA_MESSAGES.deleted, qnaId: id }, 200);
  });
