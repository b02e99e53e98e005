import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants/enums.ts';
import { CUSTOM_FORM } from '../constants/limits.ts';
import { emailSchema, nameSchema, phoneSchema } from '../rules/fields.ts';

// Custom-software applications (store.md §3 "Custom product application", §5 form rules, §7).

export const CUSTOM_REQUEST_MESSAGES = {
  titleLength: `제목은 ${CUSTOM_FORM.title.min}~${CUSTOM_FORM.title.max}자로 입력해 주세요.`,
  contentLength: `내용은 ${CUSTOM_FORM.content.min}~${CUSTOM_FORM.content.max}자로 입력해 주세요.`,
  submitted: '신청서가 정상적으로 접수되었습니다.',
  submitFailed: '신청서 제출 중 오류가 발생했습니다.',
  draftSaved: '임시 저장되었습니다.',
  draftLoginRequired: '로그인 후 이용해 주세요.',
  draftFailed: '임시 저장에 실패했습니다.',
  draftRequired: '필수 항목을 모두 입력해 주세요.',
  uploadSuccess: '파일이 업로드되었습니다.',
  uploadFailed: '파일 업로드에 실패했습니다.',
  tooManyFiles: '파일은 최대 5개까지 첨부할 수 있습니다.',
  fileTooLarge: '파일 크기는 10MB 이하여야 합니다.',
  fileTypeNotAllowed: '첨부할 수 없는 파일 형식입니다.',
  selectFile: '파일을 선택해 주세요.',
  draftFileLocked: '임시 저장된 파일은 삭제할 수 없습니다.',
  deleteSuccess: '파일이 삭제되었습니다.',
  deleteFailed: '파일 삭제에 실패했습니다.',
  exampleDownloaded: '예시 파일을 다운로드했습니다.',
  exampleFailed: '예시 파일 다운로드에 실패했습니다.',
} as const;

const M = CUSTOM_REQUEST_MESSAGES;

const titleSchema = z.string().trim().min(CUSTOM_FORM.title.min, M.titleLength).max(CUSTOM_FORM.title.max, M.titleLength);
const contentSchema = z.string().trim().min(CUSTOM_FORM.content.min, M.contentLength).max(CUSTOM_FORM.content.max, M.contentLength);
/** Comma-joined file ids from /api/upload-file (store.md §3 fileNames). */
const fileNamesSchema = z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9_-]*(,[A-Za-z0-9_-]+)*$/, '첨부 파일 정보가 올바르지 않습니다.')
  .default('');

export const customApplicationSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  title: titleSchema,
  content: contentSchema,
  fileNames: fileNamesSchema,
});
export type CustomApplication = z.input<typeof customApplicationSchema>;

/** A draft needs name, phone, title and content; e-mail is optional but format-checked. */
export const customDraftSchema = customApplicationSchema.extend({
  email: z.union([z.literal(''), emailSchema]).default(''),
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
