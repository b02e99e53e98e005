import type { ProductFilter } from '../constants/catalog.ts';

/** "ALL" for NCOMPANY/KCOMPANY, the category itself otherwise (store.md §2 /products). */
export function filterForNavigationCategory(category: string | undefined): ProductFilter {
  return category && (['BEST', 'NEW', 'DISCOUNTED', 'MARKETING', 'ETC'] as string[]).includes(category) ? (category as ProductFilter) : 'ALL';
}
