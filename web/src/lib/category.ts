import type { ItemCategory } from '@store/shared';

/** Korean names of the item categories (store.md §3), for breadcrumbs, badges and suggestions. */
export const ITEM_CATEGORY_LABELS: Record<ItemCategory, string> = {
  BEST: '베스트',
  NEW: '신상품',
  DISCOUNTED: '할인',
  NCOMPANY: 'N사',
  KCOMPANY: 'K사',
  MARKETING: '마케팅',
  ETC: '기타',
};
