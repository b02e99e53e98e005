import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProductEditPage } from './product-edit-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ProductEditPage', () => {
  it.each(['abc', '0', '-3', '1.5', '99999999999'])('shows /admin/products/%s as a product not found, without asking the server', async (id) => {
    const spy = mockFetch(() => ({}));
    renderWithProviders(<ProductEditPage />, { route: `/admin/products/${id}`, path: '/admin/products/:itemId' });
    expect(await screen.findByText('상품을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('상품 수정');
    expect(screen.getByRole('link', { name: '상품 목록으로' }).getAttribute('href')).toBe('/admin/products');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchedPaths(spy)).toEqual([]);
  });

  it('offers an empty form at /admin/products/new', async () => {
    const spy = mockFetch(() => ({}));
    renderWithProviders(<ProductEditPage />, { route: '/admin/products/new', path: '/admin/products/new' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('새 상품 등록');
    expect(await screen.findByRole('button', { name: '상품 등록' })).toBeTruthy();
    expect(screen.queryByText('상품을 찾을 수 없습니다.')).toBeNull();
    expect(fetchedPaths(spy)).toEqual([]);
  });
});
