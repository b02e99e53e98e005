import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthDiscountPercent } from '@store/shared';
import { makeCartItem } from '../../../test/fixtures.ts';
import { currentLocation, fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CartPage } from './cart-page.tsx';

const lines = [
  makeCartItem({ itemId: 1, itemName: '주문 수집기', totalPrice: 24_000 }),
  makeCartItem({ itemId: 2, itemName: '리뷰 답글 봇', subscriptionPeriod: 3, count: 2, totalPrice: 139_680 }),
  makeCartItem({ itemId: 3, itemName: '키워드 순위 추적기', subscriptionPeriod: 6, totalPrice: 100_000 }),
];

function serveCart(items = lines, extra: (url: URL, init?: RequestInit) => unknown = () => undefined, offSaleCount = 0) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/members/id') return { memberId: 42 };
    if (url.pathname === '/api/wishlist/42') return { statusCode: 200, data: items, offSaleCount };
    return extra(url, init) ?? jsonResponse(404, { message: 'Not Found' });
  });
}

const payButton = () => screen.getAllByRole('button', { name: /결제하기/ })[0]!;
/** A line's checkbox by its product name, whatever its period ("리뷰 답글 봇 3개월 선택"). */
const tick = (name: string, period = /\S+/) => screen.getByRole('checkbox', { name: new RegExp(`^${name} ${period.source} 선택$`) });

afterEach(() => vi.restoreAllMocks());

describe('CartPage', () => {
  it('shows the login-required view to a visitor, with a way to log in', () => {
    const spy = serveCart();
    renderWithProviders(<CartPage />);
    expect(screen.getByRole('heading', { name: '로그인이 필요합니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the empty cart with a way to the products', async () => {
    serveCart([]);
    renderWithProviders(<CartPage />, { session: member });
    expect(await screen.findByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 둘러보기' }).getAttribute('href')).toBe('/products');
  });

  it('says that lines of products taken off sale are not shown, rather than letting them vanish', async () => {
    serveCart([], undefined, 2);
    renderWithProviders(<CartPage />, { session: member });
    expect(await screen.findByText(/^판매가 중지된 상품 2개는 장바구니에 표시되지 않습니다\./)).toBeTruthy();
    expect(screen.getByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
  });

  it('starts with every line ticked and totals the ticked lines from the server prices', async () => {
    const user = userEvent.setup();
    serveCart();
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('리뷰 답글 봇');
    expect((screen.getByRole('combobox', { name: '리뷰 답글 봇 3개월 구독 기간' }) as HTMLSelectElement).value).toBe('3');
    expect(within(screen.getByRole('group', { name: '리뷰 답글 봇 3개월 수량' })).getByText('2개')).toBeTruthy();
    expect(payButton().textContent).toBe('3개 상품 결제하기 · 263,680원');

    await user.click(tick('리뷰 답글 봇'));
    expect(payButton().textContent).toBe('2개 상품 결제하기 · 124,000원');
    expect((screen.getByRole('checkbox', { name: /전체 선택/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: /전체 선택/ }).closest('label')?.textContent).toContain('(2/3)');
  });

  it('saves a quantity change at once and shows the cart the server priced anew', async () => {
    const user = userEvent.setup();
    const puts: { path: string; body: unknown }[] = [];
    let items = lines;
    serveCart(undefined, (url, init) => {
      if (init?.method !== 'PUT') return undefined;
      puts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      items = lines.map((l) => (l.itemId === 2 ? { ...l, count: 3, totalPrice: 209_520 } : l));
      return { statusCode: 200, data: items, offSaleCount: 0, message: '장바구니를 변경했습니다.' };
    });
    renderWithProviders(<CartPage />, { session: member });
    await user.click(await screen.findByRole('button', { name: '리뷰 답글 봇 3개월 수량 1개 늘리기' }));
    await waitFor(() => expect(puts).toEqual([{ path: '/api/wishlist/update-one/2', body: { subscriptionPeriod: 3, newSubscriptionPeriod: 3, count: 3 } }]));
    expect(await within(screen.getByRole('group', { name: '리뷰 답글 봇 3개월 수량' })).findByText('3개')).toBeTruthy();
    expect(payButton().textContent).toBe('3개 상품 결제하기 · 333,520원');
    // The fewest is one: the minus stops there.
    expect((screen.getByRole('button', { name: '주문 수집기 1개월 수량 1개 줄이기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a line to other months, says so when it joined a line already there, and keeps it ticked', async () => {
    const user = userEvent.setup();
    const twoPeriods = [makeCartItem({ itemId: 2, itemName: '리뷰 답글 봇', subscriptionPeriod: 1, count: 1, totalPrice: 24_000 }), makeCartItem({ itemId: 2, itemName: '리뷰 답글 봇', subscriptionPeriod: 3, count: 2, totalPrice: 139_680 })];
    const joined = [makeCartItem({ itemId: 2, itemName: '리뷰 답글 봇', subscriptionPeriod: 3, count: 3, totalPrice: 209_520 })];
    const bodies: unknown[] = [];
    serveCart(twoPeriods, (_url, init) => {
      if (init?.method !== 'PUT') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return { statusCode: 200, data: joined, offSaleCount: 0, message: '같은 구독 기간으로 담겨 있던 상품과 합쳤습니다.' };
    });
    renderWithProviders(<CartPage />, { session: member });
    await user.selectOptions(await screen.findByRole('combobox', { name: '리뷰 답글 봇 1개월 구독 기간' }), '3');
    expect(await screen.findByText('같은 구독 기간으로 담겨 있던 상품과 합쳤습니다.')).toBeTruthy();
    expect(bodies).toEqual([{ subscriptionPeriod: 1, newSubscriptionPeriod: 3, count: 1 }]);
    expect(screen.queryByRole('combobox', { name: '리뷰 답글 봇 1개월 구독 기간' })).toBeNull();
    expect(payButton().textContent).toBe('1개 상품 결제하기 · 209,520원');
  });

  it('offers the product page’s months, and a line’s own months too when it holds others', async () => {
    serveCart([makeCartItem({ itemId: 5, itemName: '연간 라이선스', subscriptionPeriod: 12, totalPrice: 100_000 })]);
    renderWithProviders(<CartPage />, { session: member });
    const select = (await screen.findByRole('combobox', { name: '연간 라이선스 12개월 구독 기간' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['1개월 구독', '3개월 구독', '6개월 구독', '12개월 구독']);
    expect(select.value).toBe('12');
  });

  it('says why a change was refused and reloads the cart, which may have changed elsewhere', async () => {
    const user = userEvent.setup();
    let gone = false;
    const spy = serveCart(undefined, (_url, init) => {
      if (init?.method !== 'PUT') return undefined;
      gone = true;
      return jsonResponse(404, { message: '장바구니에 없는 상품입니다. 장바구니를 다시 확인해 주세요.' });
    });
    renderWithProviders(<CartPage />, { session: member });
    await user.click(await screen.findByRole('button', { name: '키워드 순위 추적기 6개월 수량 1개 늘리기' }));
    expect(await screen.findByText('장바구니에 없는 상품입니다. 장바구니를 다시 확인해 주세요.')).toBeTruthy();
    expect(gone).toBe(true);
    await waitFor(() => expect(fetchedPaths(spy).filter((p) => p === '/api/wishlist/42').length).toBeGreaterThan(1));
  });

  it('shows each line’s discount as the product page does for its months: the item’s rate and the months discount', async () => {
    serveCart();
    renderWithProviders(<CartPage />, { session: member });
    const line = async (name: string) => (await screen.findByText(name)).closest('li')!.textContent;
    expect(await line('주문 수집기')).toContain('20% 할인'); // 1 month: the item's own 20%
    expect(await line('리뷰 답글 봇')).toContain(`20%+${monthDiscountPercent(3)}% 할인`);
    expect(await line('키워드 순위 추적기')).toContain(`20%+${monthDiscountPercent(6)}% 할인`);
  });

  it('select-all ticks everything, and again unticks everything', async () => {
    const user = userEvent.setup();
    serveCart();
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    const all = screen.getByRole('checkbox', { name: /전체 선택/ }) as HTMLInputElement;
    expect(all.checked).toBe(true);

    await user.click(all);
    expect(lines.every((l) => !(tick(l.itemName) as HTMLInputElement).checked)).toBe(true);
    expect(payButton().textContent).toBe('결제하기');

    await user.click(tick('주문 수집기'));
    await user.click(all);
    expect(lines.every((l) => (tick(l.itemName) as HTMLInputElement).checked)).toBe(true);
    expect(payButton().textContent).toBe('3개 상품 결제하기 · 263,680원');
  });

  it('asks before deleting a line and deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const spy = serveCart(lines, (url) => (url.pathname.startsWith('/api/wishlist/delete-one/') ? { statusCode: 200 } : undefined));
    renderWithProviders(<CartPage />, { session: member });
    await user.click(await screen.findByRole('button', { name: '리뷰 답글 봇 3개월 삭제' }));

    let dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    expect(dialog.textContent).toContain('이 상품을 장바구니에서 삭제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(fetchedPaths(spy).some((p) => p.includes('delete-one'))).toBe(false);

    await user.click(screen.getByRole('button', { name: '리뷰 답글 봇 3개월 삭제' }));
    dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(fetchedPaths(spy)).toContain('/api/wishlist/delete-one/2?memberId=42&subscriptionPeriod=3'));
  });

  it('deletes the ticked lines after one confirmation, and shows the delete error dialog when it fails', async () => {
    const user = userEvent.setup();
    const spy = serveCart(lines, (url) => (url.pathname.startsWith('/api/wishlist/delete-one/') ? jsonResponse(500, {}) : undefined));
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    await user.click(tick('키워드 순위 추적기'));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '상품 삭제' });
    expect(dialog.textContent).toContain('선택한 상품 2개를');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect((await screen.findByRole('dialog', { name: '삭제 오류' })).textContent).toContain('삭제 중 오류가 발생했습니다.');
    const deleted = fetchedPaths(spy).filter((p) => p.includes('delete-one'));
    expect(deleted.sort()).toEqual(['/api/wishlist/delete-one/1?memberId=42&subscriptionPeriod=1', '/api/wishlist/delete-one/2?memberId=42&subscriptionPeriod=3']);
  });

  it('keeps the same program for two periods as two lines: ticking or deleting one leaves the other', async () => {
    const user = userEvent.setup();
    const twice = [
      makeCartItem({ itemId: 5, itemName: '블로그 자동화', subscriptionPeriod: 3, totalPrice: 69_840 }),
      makeCartItem({ itemId: 5, itemName: '블로그 자동화', subscriptionPeriod: 1, totalPrice: 24_000 }),
    ];
    const spy = serveCart(twice, (url) => (url.pathname.startsWith('/api/wishlist/delete-one/') ? { statusCode: 200 } : undefined));
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByRole('checkbox', { name: '블로그 자동화 3개월 선택' });
    await user.click(screen.getByRole('checkbox', { name: '블로그 자동화 3개월 선택' }));
    expect((screen.getByRole('checkbox', { name: '블로그 자동화 1개월 선택' }) as HTMLInputElement).checked).toBe(true);
    expect(payButton().textContent).toBe('1개 상품 결제하기 · 24,000원');

    await user.click(screen.getByRole('button', { name: '블로그 자동화 1개월 삭제' }));
    await user.click(within(await screen.findByRole('dialog', { name: '상품 삭제' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(fetchedPaths(spy)).toContain('/api/wishlist/delete-one/5?memberId=42&subscriptionPeriod=1'));
  });

  it('alerts instead of ordering when nothing is ticked', async () => {
    const user = userEvent.setup();
    const spy = serveCart();
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    await user.click(screen.getByRole('checkbox', { name: /전체 선택/ }));
    await user.click(payButton());
    expect((await screen.findByRole('dialog')).textContent).toContain('결제할 상품을 선택해 주세요.');
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('orders the ticked lines from the cart and opens the checkout with the order id', async () => {
    const user = userEvent.setup();
    let body: unknown;
    let key: string | null = null;
    serveCart(lines, (url, init) => {
      if (url.pathname !== '/api/order') return undefined;
      body = JSON.parse(String(init?.body));
      key = new Headers(init?.headers).get('idempotency-key');
      return { result: 'available', orderId: 501 };
    });
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    await user.click(tick('주문 수집기'));
    await user.click(payButton());

    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(currentLocation()?.state).toEqual({ orderId: 501 });
    expect(body).toEqual({
      memberId: 42,
      orderType: 'NEW',
      items: [
        { itemId: 2, month: 3, quantity: 2 },
        { itemId: 3, month: 6, quantity: 1 },
      ],
      fromCart: true,
    });
    expect(key).toMatch(/^cart-[0-9a-f]{32}$/);
  });

  it('sends the same idempotency key when paying again for the same lines after a failure', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    serveCart(lines, (url, init) => {
      if (url.pathname !== '/api/order') return undefined;
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      return keys.length === 1 ? jsonResponse(500, {}) : { result: 'available', orderId: 502 };
    });
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    await user.click(payButton());
    await user.click(within(await screen.findByRole('dialog', { name: '주문 오류' })).getByRole('button', { name: '확인' }));
    await user.click(payButton());
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/checkout'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the order error dialog when the order cannot be created', async () => {
    const user = userEvent.setup();
    serveCart(lines, (url) => (url.pathname === '/api/order' ? jsonResponse(500, {}) : undefined));
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    await user.click(payButton());
    expect((await screen.findByRole('dialog', { name: '주문 오류' })).textContent).toContain('주문 생성에 실패했습니다. 다시 시도해 주세요.');
    expect(currentLocation()?.pathname).toBe('/');
  });

  it('re-reads the cart when the order is refused, so a product taken off sale meanwhile leaves it', async () => {
    const user = userEvent.setup();
    let served = lines;
    mockFetch((url) => {
      if (url.pathname === '/api/auth/members/id') return { memberId: 42 };
      if (url.pathname === '/api/wishlist/42') return { statusCode: 200, data: served, offSaleCount: 0 };
      if (url.pathname === '/api/order') {
        // The admin stopped selling 주문 수집기 after the cart was loaded.
        served = lines.slice(1);
        return jsonResponse(400, { message: '판매 중인 상품이 아닙니다.' });
      }
      return jsonResponse(404, { message: 'Not Found' });
    });
    renderWithProviders(<CartPage />, { session: member });
    await screen.findByText('주문 수집기');
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: '주문 오류' });
    expect(dialog.textContent).toContain('판매 중인 상품이 아닙니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByText('주문 수집기')).toBeNull());
    expect(payButton().textContent).toBe('2개 상품 결제하기 · 239,680원');
  });

  it('offers to load the cart again when it fails to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname === '/api/auth/members/id') return { memberId: 42 };
      calls += 1;
      return calls === 1 ? jsonResponse(500, {}) : { statusCode: 200, data: lines, offSaleCount: 0 };
    });
    renderWithProviders(<CartPage />, { session: member });
    const dialog = await screen.findByRole('dialog', { name: '장바구니 오류' });
    expect(dialog.textContent).toContain('장바구니를 불러오지 못했습니다.');
    await user.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('주문 수집기')).toBeTruthy();
  });
});
