import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemPage, makeItem } from '../../../test/fixtures.ts';
import { currentLocation, fetchedPaths, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProductListPage } from './product-list-page.tsx';

const pressed = (name: string) => within(screen.getByRole('navigation', { name: '상품 카테고리' })).getByRole('button', { name }).getAttribute('aria-pressed');

afterEach(() => vi.restoreAllMocks());

describe('ProductListPage', () => {
  it.each([
    ['BEST', '베스트'],
    ['DISCOUNTED', '할인'],
    ['MARKETING', '마케팅'],
    ['NCOMPANY', '전체'],
    ['KCOMPANY', '전체'],
  ])('preselects the filter for navigation state %s and writes it into the URL', async (category, label) => {
    const spy = mockFetch(() => itemPage([makeItem()]));
    renderWithProviders(<ProductListPage />, { route: { pathname: '/products', state: { category } } });
    expect(pressed(label)).toBe('true');
    await screen.findByRole('heading', { name: '스마트스토어 주문 수집기' });
    const expected = category === 'NCOMPANY' || category === 'KCOMPANY' ? 'ALL' : category;
    expect(fetchedPaths(spy)).toContain(`/api/items?category=${expected}&sort=popular`);
    await waitFor(() => expect(currentLocation()?.search).toContain(`category=${expected}`));
  });

  it('keeps the choice in the query string and refetches on change', async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => itemPage([]));
    renderWithProviders(<ProductListPage />, { route: '/products?category=NEW&sort=reviews' });
    expect(pressed('신상품')).toBe('true');
    expect(await screen.findByText('현재 판매 중인 상품이 없습니다.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '높은 가격순' }));
    await user.click(screen.getByRole('button', { name: '할인' }));
    expect(currentLocation()?.search).toBe('?category=DISCOUNTED&sort=priceDesc');
    await waitFor(() => expect(fetchedPaths(spy)).toContain('/api/items?category=DISCOUNTED&sort=priceDesc'));
  });

  it('shows the loading text, then the server message on failure', async () => {
    mockFetch(() => jsonResponse(500, { message: '상품 정보를 불러오지 못했습니다.' }));
    renderWithProviders(<ProductListPage />, { route: '/products' });
    expect(screen.getByText('상품 목록을 불러오는 중입니다...')).toBeTruthy();
    expect(await screen.findByText('오류: 상품 정보를 불러오지 못했습니다.')).toBeTruthy();
  });

  it('reads the next page on 상품 더보기, lists a product that moved between pages once, and focuses the first new one', async () => {
    const user = userEvent.setup();
    const [a, b, c] = [makeItem({ itemId: 1, itemName: '가 매크로' }), makeItem({ itemId: 2, itemName: '나 매크로' }), makeItem({ itemId: 3, itemName: '다 매크로' })];
    const spy = mockFetch((url) => (url.searchParams.get('page') === '2' ? itemPage([b, c], { total: 3 }) : itemPage([a, b], { total: 3, more: true })));
    renderWithProviders(<ProductListPage />, { route: '/products' });
    await screen.findByRole('heading', { name: '나 매크로' });
    expect(screen.getByText('3', { selector: 'strong' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '상품 더보기 (1)' }));
    await screen.findByRole('heading', { name: '다 매크로' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['가 매크로', '나 매크로', '다 매크로']);
    expect(fetchedPaths(spy)).toContain('/api/items?category=ALL&sort=popular&page=2');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('다 매크로'));
    expect(screen.queryByRole('button', { name: /상품 더보기/ })).toBeNull();
  });

  it('moves the focus only for the click that read the page: not later, into another list, after a click that read nothing', async () => {
    const user = userEvent.setup();
    const [a1, a2, a3, b1] = [1, 2, 3, 4].map((itemId) => makeItem({ itemId, itemName: `상품 ${itemId}` }));
    mockFetch((url) => {
      const best = url.searchParams.get('category') === 'BEST';
      if (url.searchParams.get('page') === '2') return best ? jsonResponse(503, { message: '잠시 후 다시 시도해 주세요.' }) : itemPage([a3!], { total: 3 });
      return best ? itemPage([b1!], { total: 2, more: true }) : itemPage([a1!, a2!], { total: 3, more: true });
    });
    renderWithProviders(<ProductListPage />, { route: '/products' });
    // 전체 read to its end (its second page stays cached), then 베스트's next page fails.
    await user.click(await screen.findByRole('button', { name: '상품 더보기 (1)' }));
    await screen.findByRole('heading', { name: '상품 3' });
    await user.click(screen.getByRole('button', { name: '베스트' }));
    await user.click(await screen.findByRole('button', { name: '상품 더보기 (1)' }));
    await screen.findByRole('alert');
    // Back to 전체: its three products come from the cache, and the focus stays on the filter
    // the member pressed instead of jumping to the third product for the failed click.
    await user.click(screen.getByRole('button', { name: '전체' }));
    await screen.findByRole('heading', { name: '상품 3' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '전체' }));
  });

  it('keeps what is shown when the next page fails, and says so', async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.searchParams.get('page') === '2' ? jsonResponse(503, { message: '잠시 후 다시 시도해 주세요.' }) : itemPage([makeItem()], { total: 41, more: true })));
    renderWithProviders(<ProductListPage />, { route: '/products' });
    await user.click(await screen.findByRole('button', { name: '상품 더보기 (40)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('잠시 후 다시 시도해 주세요.');
    expect(screen.getByRole('heading', { name: '스마트스토어 주문 수집기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '상품 더보기 (40)' })).toBeTruthy();
  });

  it('reads the later pages again after the first page is read again, so an item that moved between them is not lost', async () => {
    const user = userEvent.setup();
    const [a, b, c] = [makeItem({ itemId: 1, itemName: '가 매크로' }), makeItem({ itemId: 2, itemName: '나 매크로' }), makeItem({ itemId: 3, itemName: '다 매크로' })];
    // Before: 가 나 | 다. After sales moved 다 up: 다 가 | 나.
    let moved = false;
    const spy = mockFetch((url) => {
      const second = url.searchParams.get('page') === '2';
      if (!moved) return second ? itemPage([c], { total: 3 }) : itemPage([a, b], { total: 3, more: true });
      return second ? itemPage([b], { total: 3 }) : itemPage([c, a], { total: 3, more: true });
    });
    const { queryClient } = renderWithProviders(<ProductListPage />, { route: '/products' });
    await user.click(await screen.findByRole('button', { name: '상품 더보기 (1)' }));
    await screen.findByRole('heading', { name: '다 매크로' });

    moved = true;
    await queryClient.refetchQueries({ queryKey: ['items', 'ALL', 'popular'], exact: true });
    await waitFor(() => expect(fetchedPaths(spy).filter((p) => p.endsWith('page=2'))).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['다 매크로', '가 매크로', '나 매크로']));
  });
});
