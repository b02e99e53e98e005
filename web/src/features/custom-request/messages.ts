// Copy of the custom-request screen beyond CUSTOM_REQUEST_MESSAGES in the shared contract.

export const FORM_MESSAGES = {
  serverError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  draftLoaded: '임시 저장된 신청서를 불러왔습니다.',
  applicationNumber: (n: string) => `접수 번호: ${n}`,
  exampleFileName: '맞춤제작_요구사항정의서_예시.docx',
} as const;

/** What the file picker offers; the server decides by the file's bytes and names the formats it refuses. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.docx,.xlsx,.pptx,.hwp,.hwpx,.txt,.csv,.md';
