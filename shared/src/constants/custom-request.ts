import { CUSTOM_FORM } from './limits.ts';

// Custom-software application messages (store.md §5). Plain data: the storefront imports them without zod.

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
  emptyFile: '빈 파일은 올릴 수 없습니다. 내용이 있는 파일을 선택해 주세요.',
  draftFileLocked: '임시 저장했거나 제출한 신청서에 첨부된 파일은 삭제할 수 없습니다.',
  fileNotFound: '파일을 찾을 수 없습니다.',
  fileNotUsable: '첨부할 수 없는 파일이 포함되어 있습니다. 파일을 다시 올려 주세요.',
  applicationNotFound: '신청서를 찾을 수 없습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  oneFilePerRequest: '파일은 한 번에 하나씩 올려 주세요.',
  deleteSuccess: '파일이 삭제되었습니다.',
  deleteFailed: '파일 삭제에 실패했습니다.',
  exampleDownloaded: '예시 파일을 다운로드했습니다.',
  exampleFailed: '예시 파일 다운로드에 실패했습니다.',
} as const;
