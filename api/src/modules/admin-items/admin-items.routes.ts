import { createRoute } from '@hono/zod-openapi';
import {
  ADMIN_ITEM_MESSAGES as M,
  adminItemIdQuerySchema,
  adminItemInputSchema,
  adminItemUpdateSchema,
  adminItemListQuerySchema,
  adminItemListResponseSchema,
  adminItemSaveResultSchema,
  adminItemSchema,
  imageUploadFieldsSchema,
  imageUploadResultSchema,
  UPLOAD_LIMITS,
} from '@store/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { uploadSizeLimit } from '../../lib/upload-limit.ts';
import { AppError, badRequest, validationError } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import { adminActor, requireAdmin } from '../auth/auth.middleware.ts';
import { createItem, getItemForAdmin, listItemsForAdmin, updateItem } from './admin-items.service.ts';
import { imageTooLarge, storeItemImage } from './item-images.ts';

// Admin product calls (store.md §7 Admin). Role ADMIN is checked on the server for each call;
// every change is audit-logged with before/after.

const security = [{ bearerAuth: [] }];
const MAX_REQUEST_BYTES = UPLOAD_LIMITS.maxBytes + 64 * 1024;

const listRoute = createRoute({
  method: 'get',
  path: '/admin/items',
  tags: ['admin'],
  summary: '상품 목록 (모든 판매 상태, 검색, 페이지)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminItemListQuerySchema },
  responses: { 200: jsonResponse(adminItemListResponseSchema, '상품 목록'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/item',
  tags: ['admin'],
  summary: '상품 편집용 상세 (판매 대기·중지 포함)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminItemIdQuerySchema },
  responses: { 200: jsonResponse(adminItemSchema, '상품'), ...errorResponses(400, 401, 403, 404) },
});

const createItemRoute = createRoute({
  method: 'post',
  path: '/admin/item/create',
  tags: ['admin'],
  summary: '상품 등록',
  security,
  middleware: [requireAdmin] as const,
  request: jsonBody(adminItemInputSchema),
  responses: { 200: jsonResponse(adminItemSaveResultSchema, '등록됨'), ...errorResponses(400, 401, 403) },
});

const updateItemRoute = createRoute({
  method: 'put',
  path: '/admin/item/update',
  tags: ['admin'],
  summary: '상품 수정 (스토어에 즉시 반영)',
  security,
  middleware: [requireAdmin] as const,
  request: { query: adminItemIdQuerySchema, ...jsonBody(adminItemUpdateSchema) },
  responses: { 200: jsonResponse(adminItemSaveResultSchema, '수정됨'), ...errorResponses(400, 401, 403, 404) },
});

const [refuseOversized, uploadBodyLimit] = uploadSizeLimit(MAX_REQUEST_BYTES, imageTooLarge);

const uploadRoute = createRoute({
  method: 'post',
  path: '/upload-thumbnail-or-detail-file',
  tags: ['admin'],
  summary: "상품 이미지 업로드 (multipart: file, fileType 'thumbnail' | 'detail' | 'hero'; 10MB 이하 이미지, WebP로 변환)",
  security,
  // Admin check first: a visitor's upload is refused before its body is read.
  middleware: [requireAdmin, refuseOversized, uploadBodyLimit] as const,
  responses: { 200: jsonResponse(imageUploadResultSchema, "result 'success', d = 파일 이름"), ...errorResponses(400, 401, 403, 413, 415) },
});

export const adminItemsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listItemsForAdmin(c.get('deps'), c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getItemForAdmin(c.get('deps'), c.req.valid('query').itemId), 200))
  .openapi(createItemRoute, async (c) => {
    const item = await createItem(c.get('deps'), adminActor(c), c.req.valid('json'));
    return c.json({ result: 'success' as const, item }, 200);
  })
  .openapi(updateItemRoute, async (c) => {
    const item = await updateItem(c.get('deps'), adminActor(c), c.req.valid('query').itemId, c.req.valid('json'));
    return c.json({ result: 'success' as const, item }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const { file, fileType } = await imageForm(c);
    const name = await storeItemImage(c.get('deps'), fileType, file);
    return c.json({ result: 'success' as const, d: name, path: itemImagePath(name)! }, 200);
  });

/** One `file` part and a valid `fileType`; malformed multipart is a 400, never a 500. */
async function imageForm(c: Context<AppEnv>) {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.uploadFailed);
  }
  const fields = imageUploadFieldsSchema.safeParse({ fileType: form.fileType });
  if (!fields.success) throw validationError(fields.error);
  const parts = ([] as unknown[]).concat(form.file ?? []).filter((p): p is File => p instanceof File);
  if (parts.length === 0) throw badRequest(M.selectFile);
  if (parts.length > 1) throw badRequest(M.oneFile);
  return { file: parts[0]!, fileType: fields.data.fileType };
}

