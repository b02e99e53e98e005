// The seven FAQ categories of store.md §2 (/FAQ). The slug is what the URL carries
// (`/FAQ?category=refund`), so links to a category stay readable and stable.

export const FAQ_CATEGORIES = [
  { slug: 'features', label: '서비스 기능' },
  { slug: 'usage', label: '이용 방법' },
  { slug: 'purchase', label: '구매 및 라이선스' },
  { slug: 'refund', label: '환불 및 A/S' },
  { slug: 'legal', label: '법률 및 안전' },
  { slug: 'maintenance', label: '유지보수 및 추가 기능' },
  { slug: 'support', label: '고객 지원' },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['slug'];

export const ALL_LABEL = '전체';

export function isFaqCategory(value: string | null): value is FaqCategory {
  return FAQ_CATEGORIES.some((c) => c.slug === value);
}

export function categoryLabel(slug: FaqCategory): string {
  return FAQ_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** An in-store page that answers the question in more depth. */
  link?: { to: string; label: string };
}
