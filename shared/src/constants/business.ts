// The legally required seller information (전자상거래법) and support hours shown in the footer.
// Admin site settings may override these at run time; these are the defaults.

export const BUSINESS_INFO = {
  storeName: '오토웍스',
  companyName: '주식회사 오토웍스',
  representative: '김민준',
  registrationNumber: '123-45-67890',
  mailOrderNumber: '제2026-서울강남-01234호',
  address: '서울특별시 강남구 테헤란로 123, 8층 (역삼동)',
  phone: '02-1234-5678',
  email: 'help@autoworks.kr',
  privacyOfficer: '이서연 (privacy@autoworks.kr)',
  hostingProvider: '오토웍스 클라우드',
} as const;

export const SUPPORT_HOURS = {
  office: '평일 09:00 - 18:00 (점심시간 12:00 - 13:00 제외)',
  chatAndPhone: '평일 10:00 - 22:00',
  customRequestReply: '영업일 기준 1~2일 이내 답변',
  closed: '주말 및 공휴일 휴무',
} as const;

export const CHAT_CHANNEL_URL = 'https://pf.kakao.com/_autoworks';
