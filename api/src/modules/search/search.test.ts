import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const items: [string, number, ('SALE' | 'STOP')?][] = [
    ['엑셀 데이터 정리 매크로', 500],
    ['엑셀 매크로 자동 보고서', 200],
    ['쇼핑몰 주문 수집기', 300],
    ['네이버 블로그 자동 포스팅', 250],
    ['PDF 일괄 변환기', 100],
    ['웹 데이터 수집(크롤링) 도구', 80],
    ['100% 할인_이벤트 도우미', 5],
    ['매크로 판매 중지 상품', 999, 'STOP'],
  ];
  for (const [name, sold, status] of items) {
    await createTestItem(ctx, { item_name: name, sale_quantity: sold, item_status: status ?? 'SALE', category: 'ETC' });
  }
  for (let i = 1; i <= 12; i++) await createTestItem(ctx, { item_name: `자동화 도구 ${i}호`, sale_quantity: i });
});
afterAll(() => ctx.close());

async function suggest(q: string): Promise<string[]> {
  const res = await ctx.request(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return res.body.map((s: { itemName: string }) => s.itemName);
}

describe('GET /api/search/suggestions', () => {
  it('finds names containing the term, on sale only, with id, name and category', async () => {
    expect(await suggest('매크로')).toEqual(['엑셀 데이터 정리 매크로', '엑셀 매크로 자동 보고서']);
    const res = await ctx.request('/api/search/suggestions?q=PDF');
    expect(res.body).toEqual([{ itemId: expect.any(Number), itemName: 'PDF 일괄 변환기', category: 'ETC' }]);
  });

  it('finds a name with every word of the query, in any order', async () => {
    expect(await suggest('정리 엑셀')).toEqual(['엑셀 데이터 정리 매크로']);
    expect(await suggest('수집기 주문')).toEqual(['쇼핑몰 주문 수집기']);
    expect(await suggest('보고서 엑셀')).toEqual(['엑셀 매크로 자동 보고서']);
  });

  it('matches Hangul initial consonants', async () => {
    expect(await suggest('ㅁㅋㄹ')).toEqual(['엑셀 데이터 정리 매크로', '엑셀 매크로 자동 보고서']);
    expect(await suggest('ㅅㅍㅁ')).toEqual(['쇼핑몰 주문 수집기']);
    expect(await suggest('ㅋㄹㄹ')).toEqual(['웹 데이터 수집(크롤링) 도구']);
  });

  it('ignores spaces and case on both sides', async () => {
    // The exact match first; the name with both words apart follows as a near miss.
    expect(await suggest('엑셀 매크로')).toEqual(['엑셀 매크로 자동 보고서', '엑셀 데이터 정리 매크로']);
    expect(await suggest('엑셀매크로')).toEqual(['엑셀 매크로 자동 보고서', '엑셀 데이터 정리 매크로']);
    expect(await suggest('  pdf일괄 ')).toEqual(['PDF 일괄 변환기']);
    expect(await suggest('ㅁ ㅋ ㄹ')).toHaveLength(2);
  });

  it('works with one- and two-character terms, prefix matches first', async () => {
    expect(await suggest('엑')).toEqual(['엑셀 데이터 정리 매크로', '엑셀 매크로 자동 보고서']);
    expect(await suggest('수집')).toEqual(['쇼핑몰 주문 수집기', '웹 데이터 수집(크롤링) 도구']);
    expect((await suggest('데이터'))[0]).toBe('엑셀 데이터 정리 매크로');
  });

  it('tolerates typos through trigram similarity', async () => {
    expect(await suggest('쇼핑몰 주문 수잡기')).toContain('쇼핑몰 주문 수집기');
    expect(await suggest('네이버 블러그')).toContain('네이버 블로그 자동 포스팅');
  });

  it('returns at most 10, the most popular first among equals', async () => {
    const found = await suggest('자동화');
    expect(found).toHaveLength(10);
    expect(found[0]).toBe('자동화 도구 12호');
  });

  it('treats LIKE wildcards literally', async () => {
    expect(await suggest('%')).toEqual(['100% 할인_이벤트 도우미']);
    expect(await suggest('_')).toEqual(['100% 할인_이벤트 도우미']);
  });

  it('answers an empty list for an empty or blank query, and nothing for no match', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect((await ctx.request('/api/search/suggestions')).body).toEqual([]);
    expect(await suggest('존재하지않는상품명')).toEqual([]);
  });

  it('refuses overlong or repeated queries with a Korean 400', async () => {
    const long = await ctx.request(`/api/search/suggestions?q=${'가'.repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('검색어는 50자 이하로 입력해 주세요.');
    const repeated = await ctx.request('/api/search/suggestions?q=a&q=b');
    expect(repeated.status).toBe(400);
  });

  it('finds a name typed in decomposed Hangul (NFD, as a macOS keyboard may send it), its length counted in syllables', async () => {
    // 30 syllables are 60 characters decomposed: within the 50-character limit once composed.
    const long = '가나다라마바사아자차'.repeat(3);
    await createTestItem(ctx, { item_name: long, sale_quantity: 1 });
    expect(await suggest(long.normalize('NFD'))).toEqual([long]);
  });
});
