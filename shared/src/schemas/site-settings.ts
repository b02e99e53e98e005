import { z } from 'zod';
import { HOME_SECTION_KEYS } from '../constants/site.ts';
import { withParticle } from '../rules/hangul.ts';
import { loadedVersionSchema, REQUEST_MESSAGES } from './common.ts';

// Site settings an admin edits at run time (app_settings): footer business information, support
// hours, the chat channel, the bank account and deposit deadline for transfers, the points earn
// rate, and the home page (hero and sections). One schema validates the admin form, the PUT body
// and what is read back from the database.

const line = (label: string, max = 100) => z.string({ error: `${withParticle(label, '을/를')} 입력해 주세요.` }).trim().min(1, `${withParticle(label, '을/를')} 입력해 주세요.`).max(max, `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`);

const REGISTRATION_NUMBER_RULE = '사업자등록번호는 123-45-67890 형식으로 입력해 주세요.';
const PHONE_RULE = '대표전화는 02-1234-5678 형식으로 입력해 주세요.';
const EMAIL_RULE = '이메일 형식이 올바르지 않습니다.';
const IMAGE_RULE = '이미지를 다시 업로드해 주세요.';

export const businessInfoSchema = z.object({
  storeName: line('상점 이름', 30),
  companyName: line('상호', 50),
  representative: line('대표자', 30),
  registrationNumber: z.string({ error: REGISTRATION_NUMBER_RULE }).trim().regex(/^\d{3}-\d{2}-\d{5}$/, REGISTRATION_NUMBER_RULE),
  mailOrderNumber: line('통신판매업신고번호', 50),
  address: line('주소', 150),
  phone: z.string({ error: PHONE_RULE }).trim().regex(/^0\d{1,2}-\d{3,4}-\d{4}$|^1\d{3}-\d{4}$/, PHONE_RULE),
  email: z.string({ error: EMAIL_RULE }).trim().email(EMAIL_RULE).max(100, '이메일은 100자 이하로 입력해 주세요.'),
  privacyOfficer: line('개인정보보호책임자', 80),
  hostingProvider: line('호스팅 서비스', 50),
}, { error: '사업자 정보를 입력해 주세요.' });
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const supportHoursSchema = z.object({
  office: line('운영 시간', 80),
  chatAndPhone: line('채팅·전화 상담 시간', 80),
  customRequestReply: line('맞춤 제작 답변 안내', 80),
  closed: line('휴무 안내', 80),
}, { error: '상담 시간 정보를 입력해 주세요.' });
export type SupportHours = z.infer<typeof supportHoursSchema>;

export const bankAccountSchema = z.object({
  bank: line('은행', 20),
  accountNumber: z.string({ error: '계좌번호는 숫자와 -로 입력해 주세요.' }).trim().regex(/^\d[\d-]{5,28}\d$/, '계좌번호는 숫자와 -로 입력해 주세요.'),
  holder: line('예금주', 30),
}, { error: '입금 계좌 정보를 입력해 주세요.' });

const httpsUrl = z.string({ error: 'https://로 시작하는 주소를 입력해 주세요.' }).trim().regex(/^https:\/\/[^\s]+$/, 'https://로 시작하는 주소를 입력해 주세요.').max(300, '주소가 너무 깁니다.');

export const siteSettingsSchema = z.object({
  business: businessInfoSchema,
  supportHours: supportHoursSchema,
  chatChannelUrl: httpsUrl,
  bankAccount: bankAccountSchema,
  depositDeadlineDays: z.number({ error: '입금 기한을 숫자로 입력해 주세요.' }).int('입금 기한은 정수로 입력해 주세요.').min(1, '입금 기한은 1~30일입니다.').max(30, '입금 기한은 1~30일입니다.'),
  pointEarnRatePercent: z.number({ error: '적립률을 숫자로 입력해 주세요.' }).int('적립률은 정수로 입력해 주세요.').min(0, '적립률은 0~20%입니다.').max(20, '적립률은 0~20%입니다.'),
  /** When the settings were last saved (null: never), as read. */
  updatedAt: loadedVersionSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const mainPageSettingsSchema = z.object({
  hero: z.object(
    {
      title: line('배너 제목', 60),
      subtitle: z.string({ error: '부제목을 문자로 입력해 주세요.' }).trim().max(120, '부제목은 120자 이하로 입력해 주세요.'),
      buttonLabel: line('버튼 문구', 20),
      imageFileName: z.string({ error: IMAGE_RULE }).regex(/^[A-Za-z0-9_-]{1,100}\.(webp|png|jpg|jpeg|gif)$/, IMAGE_RULE).nullable(),
    },
    { error: '배너 정보를 입력해 주세요.' },
  ),
  /** Array order is the order on the home page; every section appears exactly once. */
  sections: z
    .array(
      z.object(
        { key: z.enum(HOME_SECTION_KEYS, { error: '알 수 없는 섹션입니다.' }), enabled: z.boolean({ error: '섹션 표시 여부를 선택해 주세요.' }) },
        { error: '섹션 정보가 올바르지 않습니다.' },
      ),
      { error: '모든 섹션을 한 번씩 지정해 주세요.' },
    )
    .length(HOME_SECTION_KEYS.length, '모든 섹션을 한 번씩 지정해 주세요.')
    .refine((s) => new Set(s.map((x) => x.key)).size === s.length, '같은 섹션이 두 번 들어 있습니다.'),
  /** When the main page was last saved (null: never), as read. */
  updatedAt: loadedVersionSchema,
}, { error: REQUEST_MESSAGES.badRequest });
export type MainPageSettings = z.infer<typeof mainPageSettingsSchema>;

export const publicSiteSettingsSchema = z.object({
  business: businessInfoSchema,
  supportHours: supportHoursSchema,
  chatChannelUrl: z.string(),
  mainPage: mainPageSettingsSchema.extend({ hero: mainPageSettingsSchema.shape.hero.extend({ imagePath: z.string().nullable() }) }),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const SITE_SETTINGS_MESSAGES = {
  saved: '설정이 저장되었습니다.',
  saveFailed: '설정 저장에 실패했습니다.',
  changedMeanwhile: '다른 관리자가 설정을 먼저 저장했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해 주세요.',
} as const;
