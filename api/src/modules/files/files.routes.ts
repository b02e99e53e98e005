import { readFile } from 'node:fs/promises';
import { createRoute, z } from '@hono/zod-openapi';
import { CUSTOM_REQUEST_MESSAGES as M, deleteFileResultSchema, fileIdQuerySchema, fileIdSchema, pendingUploadsResponseSchema, uploadResultSchema } from '@store/shared';
import type { Context } from 'hono';
import { clientIp } from '../../lib/client-ip.ts';
import type { AppEnv } from '../../lib/context.ts';
import { uploadSizeLimit } from '../../lib/upload-limit.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, optionalAuth, requireAuth } from '../auth/auth.middleware.ts';
import { attachmentDisposition } from './file-type.ts';
import { deleteFile, downloadFile, MAX_UPLOAD_REQUEST_BYTES, pendingUploads, tooLarge, uploadFile } from './files.service.ts';
import { ensureUploadSession, fileCallerOf } from './upload-session.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const optionalSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
const binary = (type: string) => ({ [type]: { schema: z.string().openapi({ format: 'binary' }) } });

const [refuseOversizedUpload, uploadBodyLimit] = uploadSizeLimit(MAX_UPLOAD_REQUEST_BYTES, tooLarge);

const uploadRoute = createRoute({
  method: 'post',
  path: '/upload-file',
  tags: ['custom-requests'],
  summary: '신청서 첨부 파일 업로드 (multipart `file`, 요청당 1개, 10MB 이하, 최대 5개)',
  description: 'PDF, PNG, JPEG, GIF, WebP, ZIP, DOCX/XLSX/PPTX, HWP/HWPX, UTF-8 텍스트(txt, csv, md). 비회원은 upload_session 쿠키로 구분합니다.',
  security: optionalSecurity,
  middleware: [refuseOversizedUpload, uploadBodyLimit, optionalAuth] as const,
  responses: { 200: jsonResponse(uploadResultSchema, '업로드됨: d = 파일 번호'), ...errorResponses(400, 413, 415, 429) },
});

const pendingRoute = createRoute({
  method: 'get',
  path: '/upload-file/pending',
  tags: ['custom-requests'],
  summary: '아직 신청서에 첨부되지 않은 내 업로드 파일 (새로고침 후 다시 표시·삭제용)',
  description: '최대 5개 제한에 포함되는 파일 중 임시 저장본에 들어 있지 않은 것입니다. 회원은 토큰, 비회원은 upload_session 쿠키로 구분합니다.',
  security: optionalSecurity,
  middleware: [optionalAuth] as const,
  responses: { 200: jsonResponse(pendingUploadsResponseSchema, '대기 중인 업로드 파일') },
});

const deleteRoute = createRoute({
  method: 'get',
  path: '/delete-file',
  tags: ['custom-requests'],
  summary: '업로드한 첨부 파일 삭제 (임시 저장·제출된 파일은 불가)',
  security: optionalSecurity,
  middleware: [optionalAuth] as const,
  request: { query: fileIdQuerySchema },
  responses: { 200: jsonResponse(deleteFileResultSchema, '삭제됨'), ...errorResponses(400, 404, 409) },
});

const exampleRoute = createRoute({
  method: 'get',
  path: '/download-example-file',
  tags: ['custom-requests'],
  summary: '요구사항 정의서 양식 (.docx)',
  responses: { 200: { description: '요구사항 정의서 양식', content: binary(DOCX) } },
});

const applicationFileRoute = createRoute({
  method: 'get',
  path: '/application/files/{fileId}',
  tags: ['custom-requests'],
  summary: '내 신청서 첨부 파일 다운로드',
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { params: z.object({ fileId: fileIdSchema }) },
  responses: { 200: { description: '첨부 파일', content: binary('application/octet-stream') }, ...errorResponses(400, 401, 404) },
});

const UPLOADS_PER_IP = { limit: 30, windowSeconds: 600 };

export const filesRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    const { db, clock } = c.get('deps');
    // Storage costs money and disk: a cap per address, whoever the caller claims to be.
    await consumeRateLimits(db, [{ key: `upload:ip:${clientIp(c)}`, ...UPLOADS_PER_IP }], clock.now(), M.tooManyRequests);
    const file = await singleFilePart(c);
    const result = await uploadFile(c.get('deps'), ensureUploadSession(c), file);
    return c.json({ result: 'success' as const, d: result.fileId, filename: result.fileName }, 200);
  })
  // Reads the session cookie but never creates one: a visitor with no uploads simply has none.
  .openapi(pendingRoute, async (c) => c.json({ files: await pendingUploads(c.get('deps'), fileCallerOf(c)) }, 200))
  .openapi(deleteRoute, async (c) => {
    // A GET that changes state (the spec's call). A cross-site link cannot abuse it: it would
    // need the file id, a random capability only the uploader's page knows.
    await deleteFile(c.get('deps'), fileCallerOf(c), c.req.valid('query').fileId);
    return c.json({ result: 'success' as const, message: M.deleteSuccess }, 200);
  })
  .openapi(exampleRoute, async (c) => {
    const body = await exampleTemplate();
    return c.body(body, 200, {
      'Content-Type': DOCX,
      'Content-Disposition': attachmentDisposition('오토웍스_요구사항_정의서_양식.docx'),
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .openapi(applicationFileRoute, async (c) => {
    const auth = authOf(c);
    const file = await downloadFile(c.get('deps'), { memberId: auth.memberId, isAdmin: auth.role === 'ADMIN', ip: clientIp(c) }, c.req.valid('param').fileId);
    // Always an attachment with the type detected at upload and nosniff: an uploaded file is
    // never rendered by the browser in the store's origin.
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

/** Exactly one `file` part; malformed multipart is the client's error (400), not a 500. */
async function singleFilePart(c: Context<AppEnv>): Promise<File> {
  // A file comes as multipart/form-data; a JSON or form body holds none (not "choose a file").
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new AppError(415, M.uploadFailed);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.uploadFailed);
  }
  const parts = ([] as unknown[]).concat(form.file ?? []).filter((p): p is File => p instanceof File);
  if (parts.length === 0) throw badRequest(M.selectFile);
  if (parts.length > 1) throw badRequest(M.oneFilePerRequest);
  return parts[0]!;
}

const EXAMPLE_PATH = new URL('../../../assets/requirements-template.docx', import.meta.url);
let exampleCache: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The committed template (api/scripts/make-requirements-template.ts), read once. */
function exampleTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  exampleCache ??= readFile(EXAMPLE_PATH).then((b) => new Uint8Array(b));
  return exampleCache;
}
