import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminItem } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminItem } from '../../../test/fixtures.ts';
import { fetchedPaths, findDialog, mockFetch, renderWithProviders } from '../../../test/render.tsx';
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

  describe('taking a product off sale', () => {
    const selling = makeAdminItem({ itemId: 5, itemName: '엑셀 자동 정리', itemDescription: '엑셀 파일을 자동으로 정리합니다.', installMethod: '설치 파일 실행', environment: 'Windows 10 이상', asSupport: '1년 무상', thumbFileName: 'excel.webp', thumbPath: '/uploads/excel.webp' });

    function serve(item: AdminItem) {
      const puts: { itemStatus: string }[] = [];
      mockFetch((url, init) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          return { result: 'success', item: { ...item, ...body, updatedAt: '2026-12-02T00:00:00.000Z' } };
        }
        return item;
      });
      renderWithProviders(<ProductEditPage />, { route: `/admin/products/${item.itemId}`, path: '/admin/products/:itemId' });
      return puts;
    }

    it('asks before a product on sale stops selling, and saves nothing when the admin backs out', async () => {
      const puts = serve(selling);
      await userEvent.selectOptions(await screen.findByLabelText('판매 상태'), 'STOP');
      await userEvent.click(screen.getByRole('button', { name: '수정 내용 저장' }));
      const ask = await findDialog("'엑셀 자동 정리' 상품을 판매 중지 상태로 바꿀까요?");
      expect(ask.textContent).toContain('장바구니에서도 숨겨져');
      await userEvent.click(within(ask).getByRole('button', { name: '취소' }));
      await new Promise((r) => setTimeout(r, 20));
      expect(puts).toEqual([]);
      // What was chosen stays chosen, to save after all.
      expect((screen.getByLabelText('판매 상태') as HTMLSelectElement).value).toBe('STOP');

      await userEvent.click(screen.getByRole('button', { name: '수정 내용 저장' }));
      await userEvent.click(within(await findDialog('상품을 판매 중지 상태로 바꿀까요?')).getByRole('button', { name: '변경하고 저장' }));
      await waitFor(() => expect(puts.map((p) => p.itemStatus)).toEqual(['STOP']));
      expect(await screen.findByText('상품이 저장되었습니다.')).toBeTruthy();
    });

    it('asks nothing when the product stays on sale', async () => {
      const puts = serve(selling);
      await userEvent.click(await screen.findByRole('button', { name: '수정 내용 저장' }));
      // The first check loads the form's schema (a lazy chunk): allow it the time.
      await waitFor(() => expect(puts).toHaveLength(1), { timeout: 5000 });
      expect(document.querySelector('dialog[open]')).toBeNull();
    });

    it('asks nothing to put a waiting product on sale or to stop one not on sale', async () => {
      const puts = serve({ ...selling, itemStatus: 'PENDING' });
      await userEvent.selectOptions(await screen.findByLabelText('판매 상태'), 'STOP');
      await userEvent.click(screen.getByRole('button', { name: '수정 내용 저장' }));
      await waitFor(() => expect(puts.map((p) => p.itemStatus)).toEqual(['STOP']), { timeout: 5000 });
      expect(document.querySelector('dialog[open]')).toBeNull();
    });
  });
});
