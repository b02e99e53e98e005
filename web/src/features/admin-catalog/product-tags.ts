import { PRODUCT_FILTER_LABELS, PRODUCT_TAG_FILTERS, productTagFilterOf, type ProductTagFilter } from '@store/shared';

// The tags that file a product under a /products filter (PRODUCT_TAG_FILTERS): the form shows
// them as checkboxes and the list by name, both as the storefront's filter bar names them, so an
// admin need not know the codes.


/** How the admin list shows a tag: a filter tag by its storefront name, any other as it is. */
export function tagLabel(tag: string): string {
  const filter = productTagFilterOf(tag);
  return filter ? PRODUCT_FILTER_LABELS[filter] : tag;
}

/** The tags box's text as a list, blanks dropped. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The saved `tags`: the box's other tags as typed, then each filter tag once, whether checked or
 * typed in the box (in any case).
 */
export function tagsOf(text: string, checked: ReadonlySet<ProductTagFilter>): string[] {
  const typed = splitTags(text);
  const typedFilters = new Set(typed.map(productTagFilterOf));
  return [...typed.filter((t) => !productTagFilterOf(t)), ...PRODUCT_TAG_FILTERS.filter((tag) => checked.has(tag) || typedFilters.has(tag))];
}
