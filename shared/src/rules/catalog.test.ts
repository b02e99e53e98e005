import { describe, expect, it } from 'vitest';
import { ITEM_CATEGORIES } from '../constants/enums.ts';
import { PRODUCT_FILTERS } from '../constants/catalog.ts';
import { filterForNavigationCategory, productTagFilterOf } from './catalog.ts';

describe('filterForNavigationCategory', () => {
  it('keeps a category the filter bar has and falls back to ALL for the company categories and unknowns', () => {
    for (const category of ['BEST', 'NEW', 'DISCOUNTED', 'MARKETING', 'ETC']) expect(filterForNavigationCategory(category)).toBe(category);
    expect(filterForNavigationCategory('NCOMPANY')).toBe('ALL');
    expect(filterForNavigationCategory('KCOMPANY')).toBe('ALL');
    expect(filterForNavigationCategory(undefined)).toBe('ALL');
    expect(filterForNavigationCategory('FRONTEND')).toBe('ALL');
  });

  it('always answers a filter of the bar for every item category', () => {
    for (const category of ITEM_CATEGORIES) expect(PRODUCT_FILTERS).toContain(filterForNavigationCategory(category));
  });
});

describe('productTagFilterOf', () => {
  it('names the filter tag typed in any case and spacing, and nothing for other tags', () => {
    expect(productTagFilterOf(' frontend ')).toBe('FRONTEND');
    expect(productTagFilterOf('Backend')).toBe('BACKEND');
    expect(productTagFilterOf('백엔드')).toBeUndefined();
    expect(productTagFilterOf('FRONT')).toBeUndefined();
  });
});
