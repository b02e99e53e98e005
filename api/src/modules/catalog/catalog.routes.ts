import { createRoute, z } from '@hono/zod-openapi';
import {
  CATALOG_MESSAGES,
  IMAGE_WIDTHS,
  QNA_MESSAGES,
  itemDetailResponseSchema,
  itemIdQuerySchema,
  itemListQuerySchema,
  itemListPageQuerySchema,
  itemListResponseSchema,
  itemQnaPageSchema,
  itemReviewPageSchema,
  qnaWriteResultSchema,
  qnaWriteSchema,
} from '@store/shared';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '../../lib/control-characters.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { optionalAuth } from '../auth/auth.middleware.ts';
import { catalogCacheOf, sendCachedJson } from './catalog.cache.ts';
import type { ImageCopy } from './image-variants.ts';
import { servedItemImage } from './recent-images.ts';
import { buildItemDetail, listItems, loadItemDetailRows, qnaFailure, qnaPage, reviewPage, writeQuestion } from './catalog.service.ts';

// Works without a token; with one, the caller's own private questions are shown.
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const listRoute = createRoute({
  method: 'get',
  path: '/items',
  tags: ['catalog'],
  summary: '판매 중인 상품 목록 (카테고리 필터, 정렬, 40개씩 page)',
  request: { query: itemListQuerySchema },
  responses: { 200: jsonResponse(itemListResponseSchema, '상품 목록'), ...errorResponses(400) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/items/detail',
  tags: ['catalog'],
  summary: '상품 상세, 관련 상품, 리뷰, Q&A (빈 목록은 noData)',
  security,
  middleware: [optionalAuth] as const,
  request: { query: itemIdQuerySchema },
  responses: { 200: jsonResponse(itemDetailResponseSchema, '상품 상세'), ...errorResponses(400, 404) },
});

const reviewPageRoute = createRoute({
  method: 'get',
  path: '/items/reviews',
  tags: ['catalog'],
  summary: '상품 리뷰 더보기 (before: 지금 보이는 마지막 리뷰 번호)',
  security,
  middleware: [optionalAuth] as const,
  request: { query: itemListPageQuerySchema },
  responses: { 200: jsonResponse(itemReviewPageSchema, '그다음 리뷰 (최신순)'), ...errorResponses(400, 404) },
});

const qnaPageRoute = createRoute({
  method: 'get',
  path: '/items/qna',
  tags: ['catalog'],
  summary: '상품 Q&A 더보기 (before: 지금 보이는 마지막 문의 번호)',
  security,
  middleware: [optionalAuth] as const,
  request: { query: itemListPageQuerySchema },
  responses: { 200: jsonResponse(itemQnaPageSchema, '그다음 문의 (최신순)'), ...errorResponses(400, 404) },
});

const qnaWriteRoute = createRoute({
  method: 'post',
  path: '/items/qna/write',
  tags: ['catalog'],
  summary: '상품 문의 작성 (로그인 필요)',
  security: [{ bearerAuth: [] }],
  middleware: [optionalAuth] as const,
  request: { query: itemIdQuerySchema, ...jsonBody(qnaWriteSchema) },
  responses: {
    200: jsonResponse(qnaWriteResultSchema, "등록됨: result 'success'"),
    ...errorResponses(400, 401, 404, 429),
  },
});

const IMAGE_NAME = /^[A-Za-z0-9_-]{1,100}\.(webp|png|jpg|jpeg|gif)$/;

const imageRoute = createRoute({
  method: 'get',
  path: '/files/items/{fileName}',
  tags: ['catalog'],
  summary: '상품 이미지 (썸네일, 상세 이미지)',
  request: {
    params: z.object({ fileName: z.string().regex(IMAGE_NAME, CATALOG_MESSAGES.imageNotFound) }),
    query: z.object({
      w: z.coerce
        .number(CATALOG_MESSAGES.imageWidth)
        .pipe(z.literal(IMAGE_WIDTHS, CATALOG_MESSAGES.imageWidth))
        .optional()
        .openapi({ description: `이 너비(px)로 줄인 WebP (${IMAGE_WIDTHS.join(', ')}); 원본보다 넓어지지 않습니다.` }),
      format: z
        .literal('jpeg', CATALOG_MESSAGES.imageFormat)
        .optional()
        .openapi({ description: 'JPEG 사본 (링크 미리보기용 og:image: WebP를 읽지 못하는 메신저를 위해); `w`가 없으면 1200px 이하' }),
    }),
  },
  responses: {
    200: {
      description: '이미지',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) }, 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 404),
  },
});

/** Validation failures of the Q&A call also carry `result`, which the spec's client shows. */
function qnaHook(result: { success: true } | { success: false; error: ZodError }): undefined {
  if (result.success) {
    // The validator passes the parsed input as `data`; its hook type leaves it out.
    if (controlCharacterPath((result as { data?: unknown }).data) !== undefined) throw qnaFailure(400, CONTROL_CHARACTER_MESSAGE);
    return undefined;
  }
  const error = validationError(result.error);
  throw new AppError(400, error.message, { ...error.extra, body: { result: error.message } });
}

export const catalogRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { category, sort, page } = c.req.valid('query');
    const deps = c.get('deps');
    const cache = catalogCacheOf(deps);
    const cached = await cache.json(`list:${category}:${sort}:${page}`, () => listItems(deps.db, category, sort, page));
    return sendCachedJson(c, cache, cached) as never;
  })
  .openapi(detailRoute, async (c) => {
    const { itemId } = c.req.valid('query');
    const deps = c.get('deps');
    const cache = catalogCacheOf(deps);
    const viewer = c.get('auth');
    // Visitors all get the same bytes; a signed-in viewer's private questions differ, so their
    // page is built from the cached rows per request (no query either way).
    if (!viewer) {
      const cached = await cache.json(`detail-json:${itemId}`, async () =>
        buildItemDetail(await cache.get(`detail:${itemId}`, () => loadItemDetailRows(deps.db, itemId)), undefined),
      );
      return sendCachedJson(c, cache, cached) as never;
    }
    const rows = await cache.get(`detail:${itemId}`, () => loadItemDetailRows(deps.db, itemId));
    return c.json(buildItemDetail(rows, viewer), 200);
  })
  .openapi(reviewPageRoute, async (c) => {
    const { itemId, before } = c.req.valid('query');
    return c.json(await reviewPage(c.get('deps').db, itemId, before, c.get('auth')), 200);
  })
  .openapi(qnaPageRoute, async (c) => {
    const { itemId, before } = c.req.valid('query');
    return c.json(await qnaPage(c.get('deps').db, itemId, before, c.get('auth')), 200);
  })
  .openapi(
    qnaWriteRoute,
    async (c) => {
      // Checked here rather than by requireAuth so the refusal carries `result` like every
      // other failure of this call. The author is always the token's member.
      const auth = c.get('auth');
      if (!auth) throw qnaFailure(401, '로그인이 필요합니다.');
      const body = c.req.valid('json');
      if (body.itemId !== c.req.valid('query').itemId) throw qnaFailure(400, CATALOG_MESSAGES.itemMismatch);
      await writeQuestion(c.get('deps'), auth, body);
      return c.json({ result: 'success', message: QNA_MESSAGES.success }, 200);
    },
    qnaHook,
  )
  .openapi(imageRoute, async (c) => {
    const { w, format } = c.req.valid('query');
    const copy: ImageCopy | undefined = format ? { width: w ?? PREVIEW_WIDTH, format } : w ? { width: w, format: 'webp' } : undefined;
    return serveItemImage(c, c.req.valid('param').fileName, copy);
  });

/** A link preview's image is shown at most about this wide (Open Graph's recommended 1200). */
const PREVIEW_WIDTH = 1200;

/**
 * Product images are public and their names are generated per upload, so they are cached for a
 * year as immutable; nosniff stops a browser from reinterpreting the bytes.
 */
async function serveItemImage(c: Context<AppEnv>, fileName: string, asked: ImageCopy | undefined) {
  const { adapters, logger } = c.get('deps');
  const image = await servedItemImage(adapters.storage, fileName, asked, logger);
  if (!image) throw notFound(CATALOG_MESSAGES.imageNotFound);
  return c.body(image.body, 200, {
    'Content-Type': image.contentType,
    'Content-Length': String(image.body.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
}
