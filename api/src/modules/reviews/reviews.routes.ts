import { createRoute } from '@hono/zod-openapi';
import {
  MYPAGE_ACTIVITY_MESSAGES as M,
  PAGE_SIZES,
  memberReviewPageSchema,
  activityPageQuerySchema,
  reviewFormResponseSchema,
  reviewListResponseSchema,
  reviewWriteQuerySchema,
  reviewWriteSchema,
  reviewWrittenSchema,
  reviewablePageSchema,
} from '@store/shared';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { reviewForm, reviewPage, reviewablePage, writeReview } from './reviews.service.ts';

// Reviews on my page (store.md §7): what can be reviewed, what was written, and writing one.
// The member is the token's; someone else's order line answers 404.

const security = [{ bearerAuth: [] }];
const tags = ['mypage'];

const overviewRoute = createRoute({
  method: 'get',
  path: '/review-list',
  tags,
  summary: '리뷰 관리 요약 (작성 가능한 상품과 작성한 리뷰 각 5개, 개수)',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(reviewListResponseSchema, '리뷰 요약'), ...errorResponses(401) },
});

const reviewableRoute = createRoute({
  method: 'get',
  path: '/mypage/reviewable-items',
  tags,
  summary: '리뷰 작성 가능한 주문 상품 (page/size)',
  security,
  middleware: [requireAuth] as const,
  request: { query: activityPageQuerySchema },
  responses: { 200: jsonResponse(reviewablePageSchema, '작성 가능한 리뷰'), ...errorResponses(400, 401) },
});

const writtenRoute = createRoute({
  method: 'get',
  path: '/mypage/reviews',
  tags,
  summary: '작성한 리뷰 (page/size)',
  security,
  middleware: [requireAuth] as const,
  request: { query: activityPageQuerySchema },
  responses: { 200: jsonResponse(memberReviewPageSchema, '작성한 리뷰'), ...errorResponses(400, 401) },
});

const formRoute = createRoute({
  method: 'get',
  path: '/review/write',
  tags,
  summary: '리뷰 작성 폼 (이미 작성했으면 409)',
  security,
  middleware: [requireAuth] as const,
  request: { query: reviewWriteQuerySchema },
  responses: { 200: jsonResponse(reviewFormResponseSchema, '리뷰할 주문 상품'), ...errorResponses(400, 401, 404, 409) },
});

const writeRoute = createRoute({
  method: 'post',
  path: '/review/write',
  tags,
  summary: '리뷰 작성 (별점 1~5, 10~1000자; 주문 금액의 3% 포인트 적립)',
  security,
  middleware: [requireAuth] as const,
  request: { query: reviewWriteQuerySchema, ...jsonBody(reviewWriteSchema) },
  responses: { 201: jsonResponse(reviewWrittenSchema, '등록됨'), ...errorResponses(400, 401, 404, 409) },
});

export const reviewsRoutes = createRouter()
  .openapi(overviewRoute, async (c) => {
    const deps = c.get('deps');
    const { memberId } = authOf(c);
    const [reviewable, written] = await Promise.all([reviewablePage(deps, memberId, 1, PAGE_SIZES.more), reviewPage(deps, memberId, 1, PAGE_SIZES.more)]);
    return c.json(
      { reviewableItems: reviewable.content, myReviewData: written.content, myReviewDataCount: written.totalElements, reviewableItemsCount: reviewable.totalElements },
      200,
    );
  })
  .openapi(reviewableRoute, async (c) => {
    const { page, size } = c.req.valid('query');
    return c.json(await reviewablePage(c.get('deps'), authOf(c).memberId, page, size), 200);
  })
  .openapi(writtenRoute, async (c) => {
    const { page, size } = c.req.valid('query');
    return c.json(await reviewPage(c.get('deps'), authOf(c).memberId, page, size), 200);
  })
  .openapi(formRoute, async (c) => {
    const { itemId, orderItemId } = c.req.valid('query');
    return c.json({ reviewForm: await reviewForm(c.get('deps'), authOf(c).memberId, itemId, orderItemId) }, 200);
  })
  .openapi(writeRoute, async (c) => {
    const result = await writeReview(c.get('deps'), authOf(c).memberId, c.req.valid('query'), c.req.valid('json'));
    return c.json({ result: 'success' as const, message: M.reviewSaved, ...result }, 201);
  });
