// Copy of the custom-request screen beyond CUSTOM_REQUEST_MESSAGES in the shared contract.

export const FORM_MESSAGES = {
  serverError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  draftLoaded: '임시 저장된 신청서를 불러왔습니다.',
  uploadsRestored: '이전에 올린 첨부 파일을 불러왔습니다. 필요 없는 파일은 삭제해 주세요.',
  /** After an upload refusal or failure that happened while submitting or saving the form. */
  notSubmittedForFiles: '선택한 첨부 파일을 올리지 못해 신청서를 제출하지 않았습니다. 첨부 파일을 확인한 뒤 다시 제출해 주세요.',
  notSavedForFiles: '선택한 첨부 파일을 올리지 못해 임시 저장하지 않았습니다. 첨부 파일을 확인한 뒤 다시 저장해 주세요.',
  applicationNumber: (n: string) => `접수 번호: ${n}`,
  exampleFileName: '맞춤제작_요구사항정의서_예시.docx',
} as const;

/** What the file picker offers; the server decides by the file's bytes and names the formats it refuses. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.docx,.xlsx,.pptx,.hwp,.hwpx,.txt,.csv,.md';
