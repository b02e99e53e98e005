import { PRODUCT_FILTER_LABELS, PRODUCT_TAG_FILTERS, type ProductTagFilter } from '@store/shared';

/**
 * The tags that file a product under a /products filter. The form shows them as checkboxes and
 * the list by name, both as the storefront's filter bar names them, so an admin need not know
 * the codes.
 */
export const FILTER_TAGS = PRODUCT_TAG_FILTERS;
export type FilterTag = ProductTagFilter;

/** The filter tag `tag` stands for in any case (the API stores "frontend" as FRONTEND), if any. */
export function filterTagOf(tag: string): FilterTag | undefined {
  const upper = tag.trim().toUpperCase();
  return FILTER_TAGS.find((t) => t === upper);
}

/** How the admin list shows a tag: a filter tag by its storefront name, any other as it is. */
export function tagLabel(tag: string): string {
  const filter = filterTagOf(tag);
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
export function tagsOf(text: string, checked: ReadonlySet<FilterTag>): string[] {
  const typed = splitTags(text);
  const typedFilters = new Set(typed.map(filterTagOf));
  return [...typed.filter((t) => !filterTagOf(t)), ...FILTER_TAGS.filter((tag) => checked.has(tag) || typedFilters.has(tag))];
}
