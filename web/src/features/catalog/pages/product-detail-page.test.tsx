import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('says the same for an address whose id is not a product number, without asking the API', async () => {
    const spy = mockFetch(() => ({}));
    render('/products/abc');
    expect(await screen.findByRole('heading', { level: 1, name: DETAIL_MESSAGES.notFoundTitle })).toBeTruthy();
    expect(fetchedPaths(spy).filter((p) => p.startsWith('/api/items/detail'))).toEqual([]);
  });
});
