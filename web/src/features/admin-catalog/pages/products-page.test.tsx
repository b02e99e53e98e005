import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminItem } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProductsPage } from './products-page.tsx';

afterEach(() => vi.restoreAllMocks());

const item = (itemId: number, itemName: string, tags: string[]) => makeAdminItem({ itemId, itemName, tags });

describe('ProductsPage', () => {
  it('shows the filter tags by their storefront names (프론트엔드, 백엔드), not their codes', async () => {
    mockFetch(() => ({ items: [item(1, '웹 크롤러', ['BACKEND', 'FRONTEND', '크롤링']), item(2, '빈 태그 상품', [])], page: 1, totalPages: 1, totalElements: 2 }));
    renderWithProviders(<ProductsPage />, { route: '/admin/products' });
    const row = (await screen.findByText('웹 크롤러')).closest('tr')!;
    expect(within(row).getByText('백엔드, 프론트엔드, 크롤링')).toBeTruthy();
    expect(screen.queryByText(/FRONTEND|BACKEND/)).toBeNull();
    expect(within(screen.getByText('빈 태그 상품').closest('tr')!).getByText('-')).toBeTruthy();
  });
});
