import { z } from 'zod';
import { CUSTOM_REQUEST_MESSAGES } from '../constants/custom-request.ts';
import { APPLICATION_STATUSES } from '../constants/enums.ts';
import { CUSTOM_FORM } from '../constants/limits.ts';
import { emailSchema, FIELD_MESSAGES, nameSchema, phoneSchema } from '../rules/fields.ts';
import { idParamSchema, REQUEST_MESSAGES } from './common.ts';

// Custom-software applications (store.md §3 "Custom product application", §5 form rules, §7).

const M = CUSTOM_REQUEST_MESSAGES;

const titleSchema = z.string({ error: M.titleLength }).trim().min(CUSTOM_FORM.title.min, M.titleLength).max(CUSTOM_FORM.title.max, M.titleLength);
const contentSchema = z.string({ error: M.contentLength }).trim().min(CUSTOM_FORM.content.min, M.contentLength).max(CUSTOM_FORM.content.max, M.contentLength);
/** Comma-joined file ids from /api/upload-file (store.md §3 fileNames). */
const FILE_NAMES_INVALID = '첨부 파일 정보가 올바르지 않습니다.';
const fileNamesSchema = z
  .string({ error: FILE_NAMES_INVALID })
  .max(500, FILE_NAMES_INVALID)
  .regex(/^[A-Za-z0-9_-]*(,[A-Za-z0-9_-]+)*$/, FILE_NAMES_INVALID)
  .default('');

export const customApplicationSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  title: titleSchema,
  content: contentSchema,
  fileNames: fileNamesSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type CustomApplication = z.input<typeof customApplicationSchema>;

/** A draft needs name, phone, title and content; e-mail is optional but format-checked. */
export const customDraftSchema = customApplicationSchema.extend({
  email: z.union([z.literal(''), emailSchema], { error: FIELD_MESSAGES.email }).default(''),
});
export type CustomDraft = z.input<typeof customDraftSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const applicationRowSchema = z.object({
  applicationId: z.number().int(),
  applicationArticleId: z.number().int(),
  applyCustomProductId: z.number().int(),
  title: z.string(),
  submitDate: z.string().nullable(),
  updateDate: z.string(),
  applicationNumber: z.string(),
  articleStatus: applicationStatusSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  content: z.string(),
  fileNames: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const uploadResultSchema = z.object({ result: z.literal('success'), d: z.string(), filename: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A file id from /api/upload-file: a random token, so ids cannot be guessed or enumerated. */
export const fileIdSchema = z.string({ error: '파일 정보가 올바르지 않습니다.' }).regex(/^[A-Za-z0-9_-]{16,64}$/, '파일 정보가 올바르지 않습니다.');
export const fileIdQuerySchema = z.object({ fileId: fileIdSchema }, { error: REQUEST_MESSAGES.badRequest });
export const deleteFileResultSchema = z.object({ result: z.literal('success'), message: z.string() });

/** Contract addition: the files of a draft or application, for showing names and sizes. */
export const applicationFileSchema = z.object({ fileId: z.string(), originalName: z.string(), size: z.number().int() });
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

/**
 * Contract addition, GET /api/upload-file/pending: the caller's uploads not yet in a draft or an
 * application. They count toward the 5-file limit, so a reloaded form must be able to show them.
 */
export const pendingUploadsResponseSchema = z.object({ files: z.array(applicationFileSchema) });
export type PendingUploadsResponse = z.infer<typeof pendingUploadsResponseSchema>;

/** GET /api/apply/custom-product: the member's draft; `files` is a contract addition. */
export const customDraftResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  title: z.string(),
  content: z.string(),
  applicationArticleId: z.number().int(),
  fileNames: z.string(),
  files: z.array(applicationFileSchema),
});
export type CustomDraftResponse = z.infer<typeof customDraftResponseSchema>;

export const customSubmitResultSchema = z.object({ message: z.string(), applicationNumber: z.string() });
export const applicationListResponseSchema = z.object({ submitApplications: z.array(applicationRowSchema) });
export const applicationDetailQuerySchema = z.object({ applicationArticleId: idParamSchema }, { error: REQUEST_MESSAGES.badRequest });
/** GET /api/application/detail: the row plus its files (contract addition). */
export const applicationDetailSchema = applicationRowSchema.extend({
  files: z.array(applicationFileSchema),
  /**
   * Contract addition: for a rejected or cancelled application, the reason the admin gave (which
   * the admin must give, and is told goes to the applicant); null otherwise. The admin's other
   * notes stay internal.
   */
  closingReason: z.string().nullable(),
  /** Contract addition: what the store told the applicant along the way (shared notes), oldest first. */
  notices: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), note: z.string(), createdAt: z.string() })),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
