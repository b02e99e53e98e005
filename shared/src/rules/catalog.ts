import { PRODUCT_TAG_FILTERS, type ProductFilter, type ProductTagFilter } from '../constants/catalog.ts';

/** "ALL" for NCOMPANY/KCOMPANY, the category itself otherwise (store.md §2 /products). */
export function filterForNavigationCategory(category: string | undefined): ProductFilter {
  return category && (['BEST', 'NEW', 'DISCOUNTED', 'MARKETING', 'ETC'] as string[]).includes(category) ? (category as ProductFilter) : 'ALL';
}

/**
 * The /products filter tag (FRONTEND, BACKEND) `tag` stands for in any case, if any: the filters
 * match the stored codes exactly, so an admin's "frontend" is saved, and shown, as FRONTEND.
 */
export function productTagFilterOf(tag: string): ProductTagFilter | undefined {
  const upper = tag.trim().toUpperCase();
  return PRODUCT_TAG_FILTERS.find((t) => t === upper);
}
