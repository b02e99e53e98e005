import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetailResponse, QnaArticle } from '@store/shared';
import { makeDetail } from '../../../test/fixtures.ts';
import { fetchedPaths, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DETAIL_MESSAGES } from '../messages.ts';
import { ProductDetailPage } from './product-detail-page.tsx';

afterEach(() => vi.restoreAllMocks());

const render = (path: string) => renderWithProviders(<ProductDetailPage />, { route: path, path: '/products/:id' });

describe('ProductDetailPage, a product not on sale', () => {
  it('answers a 404 from the API with a heading, the reason and the ways on', async () => {
    const spy = mockFetch(() => jsonResponse(404, { message: '상품을 찾을 수 없습니다.' }));
    render('/products/8');
    expect((await screen.findByRole('heading', { level: 1, name: DETAIL_MESSAGES.notFoundTitle })).textContent).toBe('상품을 찾을 수 없습니다');
    expect(screen.getByText(DETAIL_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체상품 보기' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    expect(fetchedPaths(spy).some((p) => p.startsWith('/api/items/detail?itemId=8'))).toBe(true);
    expect(document.title).toContain(DETAIL_MESSAGES.notFoundTitle);
  });

  it.each(['abc', '0', '99999999999'])('says the same for /products/%s, whose id names no product, without asking the API', async (id) => {
    const spy = mockFetch(() => jsonResponse(400, { message: '올바른 번호가 아닙니다.' }));
    render(`/products/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: DETAIL_MESSAGES.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체상품 보기' })).toBeTruthy();
    expect(fetchedPaths(spy).filter((p) => p.startsWith('/api/items/detail'))).toEqual([]);
  });
});

describe('ProductDetailPage tabs', () => {
  it('counts every review and question in the tab names, not only the first page listed', async () => {
    const question = (articleId: number): QnaArticle => ({
      articleId,
      title: `설치 문의 ${articleId}`,
      content: '윈도우 11에서도 되나요?',
      visibility: 'PUBLIC',
      comment: null,
      answered: false,
      loginId: 'ki**',
      postDate: '2026-11-01',
      myArticle: false,
    });
    const detail: ItemDetailResponse = {
      item: makeDetail({ itemId: 5, reviewCount: 0 }),
      relatedItems: [],
      popularReviews: 'noData',
      reviews: 'noData',
      qnaArticles: Array.from({ length: 20 }, (_, i) => question(60 - i)),
      ratingCounts: [0, 0, 0, 0, 0],
      moreReviews: false,
      moreQna: true,
      qnaCount: 57,
    };
    mockFetch(() => detail);
    render('/products/5');
    expect((await screen.findByRole('tab', { name: /Q&A/ })).textContent).toBe('Q&A57');
    expect(screen.getByRole('tab', { name: /리뷰/ }).textContent).toBe('리뷰0');
  });
});
