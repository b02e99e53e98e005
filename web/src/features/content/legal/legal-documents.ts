// The two legal documents. Their text lives in web/legal/*.html and is printed to
// web/public/docs/*.pdf by scripts/build-legal-pdfs.mjs; keep the date and the outline here in
// step with those sources when they change.

export interface LegalDocument {
  title: string;
  description: string;
  pdfUrl: string;
  downloadName: string;
  /** ISO date the document takes effect. */
  effectiveDate: string;
  outline: string[];
}

export const LEGAL_EFFECTIVE_DATE = '2026-11-22';

export const PRIVACY_POLICY: LegalDocument = {
  title: '개인정보처리방침',
  description: '오토웍스는 「개인정보 보호법」에 따라 이용자의 개인정보를 안전하게 처리하고 보호합니다.',
  pdfUrl: '/docs/privacy-policy.pdf',
  downloadName: '오토웍스_개인정보처리방침.pdf',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  outline: [
    '개인정보의 처리 목적',
    '처리하는 개인정보의 항목',
    '개인정보의 처리 및 보유 기간',
    '개인정보의 제3자 제공',
    '개인정보 처리업무의 위탁',
    '개인정보의 파기 절차 및 방법',
    '정보주체의 권리·의무 및 행사 방법',
    '개인정보의 안전성 확보 조치',
    '쿠키 및 로컬 스토리지의 사용',
    '광고성 정보의 전송',
    '개인정보 보호책임자',
    '권익침해 구제 방법',
    '개인정보처리방침의 변경',
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  title: '이용약관',
  description: '오토웍스 스토어와 구독 프로그램을 이용할 때 회사와 회원 사이의 권리와 의무를 정합니다.',
  pdfUrl: '/docs/terms-of-use.pdf',
  downloadName: '오토웍스_이용약관.pdf',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  outline: [
    '목적',
    '정의',
    '약관의 게시와 개정',
    '회원가입',
    '구독 및 라이선스',
    '결제',
    '청약철회 및 환불',
    '포인트와 쿠폰',
    '맞춤 제작',
    '금지행위',
    '면책',
    '분쟁해결',
    '부칙',
  ],
};

/** 2026-11-22 → 2026년 11월 22일 */
export function formatKoreanDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}
