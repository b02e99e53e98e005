import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from './faq-categories.ts';
import { FAQ_ITEMS } from './faq-data.ts';

describe('FAQ data', () => {
  it('has at least three questions in every category and unique ids', () => {
    for (const c of FAQ_CATEGORIES) expect(FAQ_ITEMS.filter((i) => i.category === c.slug).length).toBeGreaterThanOrEqual(3);
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(FAQ_ITEMS.length);
  });

  it('states the business rules of store.md §9', () => {
    const text = (id: string) => FAQ_ITEMS.find((i) => i.id === id)?.answer ?? '';
    expect(text('two-pcs')).toContain('최대 2대');
    expect(text('refund-window')).toContain('7일 이내');
    expect(text('points')).toMatch(/3%.*10포인트 단위/s);
    expect(text('periods-discounts')).toMatch(/3개월 3%, 6개월 5%, 12개월 10%, 무제한 15%/);
    expect(text('ad-messages')).toMatch(/오전 8시부터 오후 9시/);
    expect(text('hours')).toMatch(/09:00~18:00.*12:00~13:00.*10:00~22:00/s);
  });
});
