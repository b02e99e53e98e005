import { QNA_CONTENT_MAX, QNA_CONTENT_MIN, QNA_TITLE_MAX, QNA_TITLE_MIN } from './limits.ts';

// Storefront constants without zod: the shop's pages import these, and a module that also
// built schemas would bring zod into their bundle (its top-level calls cannot be tree-shaken).

/** Filter bar of /products (store.md §2). FRONTEND/BACKEND match items tagged so. */
export const PRODUCT_FILTERS = ['ALL', 'BEST', 'NEW', 'FRONTEND', 'BACKEND', 'MARKETING', 'ETC', 'DISCOUNTED'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
/** The filters a product joins by a tag of that code (the others go by its category). */
export const PRODUCT_TAG_FILTERS = ['FRONTEND', 'BACKEND'] as const satisfies readonly ProductFilter[];
export type ProductTagFilter = (typeof PRODUCT_TAG_FILTERS)[number];
export const PRODUCT_FILTER_LABELS: Record<ProductFilter, string> = {
  ALL: '전체',
  BEST: '베스트',
  NEW: '신상품',
  FRONTEND: '프론트엔드',
  BACKEND: '백엔드',
  MARKETING: '마케팅',
  ETC: '기타',
  DISCOUNTED: '할인',
};

export const PRODUCT_SORTS = ['popular', 'reviews', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  popular: '인기순',
  reviews: '리뷰 많은순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
};

export const QNA_MESSAGES = {
  rule: `제목은 ${QNA_TITLE_MIN}자 이상, 내용은 ${QNA_CONTENT_MIN}자 이상 입력해 주세요.`,
  /** The rule's two halves, for a form that says each under its own field. */
  titleRule: `제목은 ${QNA_TITLE_MIN}자 이상 입력해 주세요.`,
  contentRule: `내용은 ${QNA_CONTENT_MIN}자 이상 입력해 주세요.`,
  titleTooLong: `제목은 ${QNA_TITLE_MAX}자 이하로 입력해 주세요.`,
  contentTooLong: `내용은 ${QNA_CONTENT_MAX}자 이하로 입력해 주세요.`,
  success: '문의가 등록되었습니다.',
  failed: '문의 등록에 실패했습니다',
  updated: '문의가 수정되었습니다.',
  answered: '답변이 완료된 문의는 수정할 수 없습니다.',
  privateTitle: '비밀글입니다.',
} as const;
