import { BUSINESS_INFO, CHAT_CHANNEL_URL, SUPPORT_HOURS } from './business.ts';
import type { MainPageSettings, SiteSettings } from '../schemas/site-settings.ts';

// The defaults of the admin's site settings, without zod (the home page imports them; see
// constants/catalog.ts for why that matters).

// Default order = the home page as first designed: best, reviews, new, discounted, then the two promos.
export const HOME_SECTION_KEYS = ['best', 'reviews', 'new', 'discounted', 'manualPromo', 'companyIntro'] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];
export const HOME_SECTION_LABELS: Record<HomeSectionKey, string> = {
  best: '베스트 상품',
  new: '신상품',
  discounted: '할인 상품',
  reviews: '고객 후기',
  manualPromo: '사용 설명서 안내',
  companyIntro: '회사 소개',
};

export const DEFAULT_MAIN_PAGE: MainPageSettings = {
  hero: {
    title: '반복 업무는 프로그램에게, 당신은 더 중요한 일에.',
    subtitle: '주문 수집, 엑셀 정리, 블로그 포스팅까지. 현업에서 검증된 윈도우 자동화 프로그램을 필요한 기간만큼 구독하세요.',
    buttonLabel: '프로그램 둘러보기',
    imageFileName: null,
  },
  sections: HOME_SECTION_KEYS.map((key) => ({ key, enabled: true })),
};

export const DEFAULT_SITE_TEXT = {
  business: { ...BUSINESS_INFO },
  supportHours: { ...SUPPORT_HOURS },
  chatChannelUrl: CHAT_CHANNEL_URL,
} satisfies Pick<SiteSettings, 'business' | 'supportHours' | 'chatChannelUrl'>;
