import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMERCE_MESSAGES, type CouponOption, type OrderSheet } from '@store/shared';
import { setPlatform } from '../../../lib/platform/index.ts';
import { webPlatform } from '../../../lib/platform/web.ts';
import { makeOrderSheet } from '../../../test/fixtures.ts';
import { currentLocation, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const percent10: CouponOption = {
  couponId: 7,
  name: '신규 가입 쿠폰',
  description: '',
  discountType: 'PERCENT',
  discountRate: 10,
  discountAmount: 0,
  minPurchase: 0,
  expirationDate: null,
};
const fixed3000: CouponOption = { ...percent10, couponId: 8, name: '3천원 쿠폰', discountType: 'FIXED', discountRate: 0, discountAmount: 3000 };
const bigSpender: CouponOption = { ...fixed3000, couponId: 9, name: '10만원 이상 쿠폰', minPurchase: 100_000 };

interface Calls {
  posts: unknown[];
  puts: unknown[];
}

function serve(sheet: OrderSheet, answers: Partial<Record<string, (body: unknown) => unknown>> = {}) {
  const calls: Calls = { posts: [], puts: [] };
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'POST') calls.posts.push({ path: url.pathname, body });
    if (method === 'PUT') calls.puts.push({ path: url.pathname, body });
    const custom = answers[`${method} ${url.pathname}`];
    if (custom) return custom(body);
    if (url.pathname === '/api/ordersheet' && method === 'GET') return sheet;
    if (url.pathname === '/api/payment/config') return { provider: 'dev' };
    return jsonResponse(404, { message: 'Not Found' });
  });
  return calls;
}

const applied = (over: Record<string, unknown> = {}) => ({
  orderId: 501,
  totalSum: 50_000,
  usePoint: 0,
  couponDiscount: 0,
  finalAmount: 50_000,
  paymentId: 'pay_501_abc',
  orderName: '스마트스토어 주문 수집기',
  orderStatus: 'WAITING',
  ...over,
});

function open(state: unknown = { orderId: 501 }) {
  return renderWithProviders(<CheckoutPage />, { route: { pathname: '/order/checkout', state }, path: '/order/checkout', session: member });
}

const points = () => screen.getByLabelText('포인트') as HTMLInputElement;
const finalAmount = () => screen.getByRole('status', { name: '최종 결제 금액' }).textContent;
const payButton = () => screen.getAllByRole('button', { name: /결제하기$/ })[0]!;
const agree = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('checkbox', { name: /결제에 동의합니다/ }));

/** Agrees, pays, and closes the alert that must say `message`. */
async function payAndAcknowledge(user: ReturnType<typeof userEvent.setup>, message: string) {
  await agree(user);
  await user.click(payButton());
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(message);
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  setPlatform(webPlatform);
});

describe('CheckoutPage', () => {
  it('sends a visit without an order back to the cart', async () => {
    serve(makeOrderSheet());
    open(null);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('주문서를 찾을 수 없습니다.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
  });

  it('treats a sheet that already has points or a coupon as wrong access', async () => {
    serve(makeOrderSheet({ usePoint: 1000 }));
    open();
    expect((await screen.findByRole('dialog')).textContent).toContain('잘못된 접근입니다.');
  });

  it('still treats a cancelled sheet with points on it as wrong access, with no spinner under the alert', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet({ usePoint: 1000, orderStatus: 'CANCEL', paymentMethod: 'SIMPLE_PAY' }));
    open();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('잘못된 접근입니다.');
    expect(screen.queryByText('주문서를 불러오는 중입니다...')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
  });

  describe('opened again with Back after its payment', () => {
    afterEach(() => sessionStorage.clear());

    it('says a sheet its declined card cancelled is cancelled, and leads back to the product of a direct purchase', async () => {
      sessionStorage.setItem('checkout-return', JSON.stringify({ orderId: 501, path: '/products/3' }));
      serve(makeOrderSheet({ orderStatus: 'CANCEL', paymentMethod: 'SIMPLE_PAY' }));
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      open();
      expect(await screen.findByRole('heading', { name: '취소된 주문입니다' })).toBeTruthy();
      expect(screen.getByText(/결제가 완료되지 않아 이 주문은 취소되었습니다/)).toBeTruthy();
      // Back restored the long sheet's scroll: the short message is brought into view.
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(screen.getByRole('link', { name: '상품으로 돌아가기' }).getAttribute('href')).toBe('/products/3');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('주문서를 불러오는 중입니다...')).toBeNull();
      expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
    });

    it('leads a cancelled cart order back to the cart', async () => {
      serve(makeOrderSheet({ orderStatus: 'CANCEL', paymentMethod: 'SIMPLE_PAY' }));
      open();
      expect(await screen.findByRole('heading', { name: '취소된 주문입니다' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '장바구니로 가기' }).getAttribute('href')).toBe('/cart');
    });

    it('sends a paid sheet, or one whose payment was started, to the purchase list', async () => {
      serve(makeOrderSheet({ orderStatus: 'COMPLETE', paymentMethod: 'SIMPLE_PAY' }));
      const { unmount } = open();
      expect(await screen.findByRole('heading', { name: '이미 결제가 완료된 주문입니다' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '구매 내역 보기' }).getAttribute('href')).toBe('/mypage/purchase-list');
      unmount();

      vi.restoreAllMocks();
      serve(makeOrderSheet({ paymentMethod: 'SIMPLE_PAY' }));
      open();
      expect(await screen.findByRole('heading', { name: '이미 결제를 진행한 주문입니다' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '구매 내역 보기' }).getAttribute('href')).toBe('/mypage/purchase-list');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('shows the items, the orderer and the points balance', async () => {
    serve(makeOrderSheet());
    open();
    expect(await screen.findByText('주문 상품 1개')).toBeTruthy();
    expect(screen.getByText('010-1234-5678')).toBeTruthy();
    expect(screen.getByText('보유 12,345P')).toBeTruthy();
    expect(screen.getByText(/사용 가능 12,340P/)).toBeTruthy();
  });

  it('keeps the points box to digits, caps it at the balance and the total, and rounds to 10 on leaving', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet({ memberPoint: 12_345, totalSum: 50_000 }));
    open();
    await screen.findByText('주문 상품 1개');

    // Each change the box makes to what was typed is said beside it.
    const note = () => {
      const id = points().getAttribute('aria-describedby')!.split(' ')[1];
      return id ? document.getElementById(id)?.textContent : undefined;
    };
    await user.type(points(), '12-');
    expect(points().value).toBe('12');
    expect(note()).toBe('포인트는 숫자로만 입력할 수 있습니다.');
    await user.type(points(), '37');
    expect(points().value).toBe('1,237');
    expect(note()).toBeUndefined();
    await user.tab();
    expect(points().value).toBe('1,230');
    expect(note()).toBe('포인트는 10P 단위로 사용할 수 있어 1,230P로 맞췄습니다.');
    expect(finalAmount()).toBe('48,770원');

    await user.clear(points());
    await user.type(points(), '99999');
    expect(points().value).toBe('12,340');
    expect(note()).toBe('이 주문에는 최대 12,340P까지 사용할 수 있어 12,340P로 맞췄습니다.');

    await user.clear(points());
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(points().value).toBe('12,340');
    expect(note()).toBeUndefined();
  });

  it('caps the points at the order total when the balance is larger', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet({ memberPoint: 80_000, totalSum: 45_678 }));
    open();
    await screen.findByText('주문 상품 1개');
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(points().value).toBe('45,670');
    expect(finalAmount()).toBe('8원');
  });

  it('applies a percent coupon to what is left after points, and disables coupons the order is too small for', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet({ coupons: [percent10, fixed3000, bigSpender] }));
    open();
    await screen.findByText('주문 상품 1개');
    const select = screen.getByLabelText('쿠폰') as HTMLSelectElement;
    expect((within(select).getByRole('option', { name: /10만원 이상 쿠폰/ }) as HTMLOptionElement).disabled).toBe(true);

    await user.type(points(), '10000');
    await user.selectOptions(select, '7');
    // 50,000 − 10,000 points = 40,000; 10 % of that = 4,000.
    const summary = screen.getByRole('region', { name: '결제 금액' });
    expect(within(summary).getByText('상품 금액').nextSibling?.textContent).toBe('50,000원');
    expect(within(summary).getByText('포인트 사용').nextSibling?.textContent).toContain('10,000원');
    expect(within(summary).getByText('쿠폰 할인').nextSibling?.textContent).toContain('4,000원');
    expect(finalAmount()).toBe('36,000원');
    expect(screen.getByText('할인율 쿠폰은 포인트를 사용하고 남은 금액에 적용됩니다.')).toBeTruthy();

    await user.selectOptions(select, '8');
    expect(finalAmount()).toBe('37,000원');
    // A fixed amount is the same whatever the points: nothing to explain.
    expect(screen.queryByText('할인율 쿠폰은 포인트를 사용하고 남은 금액에 적용됩니다.')).toBeNull();
    await user.selectOptions(select, '');
    expect(finalAmount()).toBe('40,000원');
  });

  it('says which waiting order holds a coupon missing from the list, with a link to it', async () => {
    serve(makeOrderSheet({ coupons: [], heldCoupons: [{ name: '신규 가입 쿠폰', orderId: 77, orderNumber: '20261129-000077' }] }));
    open();
    await screen.findByText('주문 상품 1개');
    expect((screen.getByLabelText('쿠폰') as HTMLSelectElement).disabled).toBe(true);
    const note = screen.getByText(/신규 가입 쿠폰: 결제 대기 중인 주문/);
    expect(note.textContent).toBe('신규 가입 쿠폰: 결제 대기 중인 주문 20261129-000077에 적용되어 있어, 그 주문을 취소하면 다시 사용할 수 있습니다.');
    expect(within(note).getByRole('link', { name: '20261129-000077' }).getAttribute('href')).toBe('/mypage/purchase/detail/77');
  });

  it('says which waiting order holds points missing from the balance, with a link to it', async () => {
    serve(makeOrderSheet({ memberPoint: 7, heldPoints: [{ points: 10_280, orderId: 41, orderNumber: '20261202-000041' }] }));
    open();
    await screen.findByText('주문 상품 1개');
    const note = screen.getByText(/10,280P: 결제 대기 중인 주문/);
    expect(note.textContent).toBe('10,280P: 결제 대기 중인 주문 20261202-000041에 사용되어 있어, 그 주문을 취소하면 돌아옵니다.');
    expect(within(note).getByRole('link', { name: '20261202-000041' }).getAttribute('href')).toBe('/mypage/purchase/detail/41');
  });

  it('says at once that a chosen coupon takes nothing off once the points cover the order', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet({ memberPoint: 60_000, coupons: [percent10] }));
    open();
    await screen.findByText('주문 상품 1개');
    await user.selectOptions(screen.getByLabelText('쿠폰'), '7');
    expect(screen.queryByText(COMMERCE_MESSAGES.couponNothingOff)).toBeNull();
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(finalAmount()).toBe('0원');
    expect(screen.getByRole('alert').textContent).toBe(COMMERCE_MESSAGES.couponNothingOff);
    await user.selectOptions(screen.getByLabelText('쿠폰'), '');
    expect(screen.queryByText(COMMERCE_MESSAGES.couponNothingOff)).toBeNull();
  });

  it('requires the agreement before paying', async () => {
    const user = userEvent.setup();
    const calls = serve(makeOrderSheet());
    open();
    await screen.findByText('주문 상품 1개');
    await user.click(payButton());
    expect(screen.getByText('주문 내용 확인 및 결제 동의에 체크해 주세요.')).toBeTruthy();
    expect(calls.posts).toEqual([]);
  });

  it('checks the bank-transfer e-mail before sending anything', async () => {
    const user = userEvent.setup();
    const calls = serve(makeOrderSheet({ email: '' }));
    open();
    await screen.findByText('주문 상품 1개');
    await user.click(screen.getByRole('radio', { name: /무통장 입금/ }));
    await agree(user);
    await user.click(payButton());
    expect(screen.getByText('이메일을 입력해 주세요.')).toBeTruthy();

    await user.type(screen.getByLabelText('입금 안내를 받을 이메일'), 'demo@');
    await user.click(payButton());
    expect(screen.getByText('올바른 이메일 주소를 입력해 주세요.')).toBeTruthy();
    expect(calls.posts).toEqual([]);
  });

  it('applies the sheet, requests the transfer and shows the account, then the success page', async () => {
    const user = userEvent.setup();
    const calls = serve(makeOrderSheet(), {
      'POST /api/ordersheet': () => applied({ usePoint: 1000, finalAmount: 49_000 }),
      'PUT /api/order/bank-transfer': () => ({
        result: 'success',
        message: '무통장 입금 신청이 완료되었습니다.',
        bankAccount: { bank: '국민은행', accountNumber: '123-456-7890', holder: '(주)오토웍스' },
        amount: 49_000,
        depositDeadline: '2026-11-25T14:59:00.000Z',
      }),
    });
    open();
    await screen.findByText('주문 상품 1개');
    await user.type(points(), '1000');
    await user.click(screen.getByRole('radio', { name: /무통장 입금/ }));
    await agree(user);
    await user.click(payButton());

    const dialog = await screen.findByRole('dialog', { name: '입금 계좌 안내' });
    expect(dialog.textContent).toContain('123-456-7890');
    expect(dialog.textContent).toContain('49,000원');
    expect(dialog.textContent).toContain('2026.11.25(수) 23:59까지');
    expect(calls.posts).toEqual([
      { path: '/api/ordersheet', body: { orderId: 501, usePoint: 1000, couponId: null, paymentMethod: 'BANK_TRANSFER' } },
    ]);
    expect(calls.puts).toEqual([{ path: '/api/order/bank-transfer', body: { orderId: 501, orderEmail: 'demo@example.com' } }]);

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
    expect(currentLocation()?.state).toMatchObject({ method: 'BANK_TRANSFER', amount: 49_000, bankAccount: { bank: '국민은행' } });
  });

  it('shows the e-mail error on no-email and retries without applying the sheet twice', async () => {
    const user = userEvent.setup();
    let transfers = 0;
    const calls = serve(makeOrderSheet(), {
      'POST /api/ordersheet': () => applied(),
      'PUT /api/order/bank-transfer': () =>
        ++transfers === 1
          ? jsonResponse(400, { message: '올바른 이메일 주소를 입력해 주세요.', result: 'no-email' })
          : { result: 'success', message: '', bankAccount: { bank: '국민은행', accountNumber: '1', holder: 'A' }, amount: 50_000, depositDeadline: '' },
    });
    open();
    await screen.findByText('주문 상품 1개');
    await user.click(screen.getByRole('radio', { name: /무통장 입금/ }));
    await agree(user);
    await user.click(payButton());
    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요.')).toBeTruthy();
    // On the field, with the focus there, not in an alert.
    const email = screen.getByLabelText(/이메일/) as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(payButton());
    await screen.findByRole('dialog', { name: '입금 계좌 안내' });
    expect(calls.posts).toHaveLength(1);
    expect(calls.puts).toHaveLength(2);
  });

  it('answers 409 from applying the sheet with wrong access and goes to the cart', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet(), { 'POST /api/ordersheet': () => jsonResponse(409, { message: '잘못된 접근입니다.' }) });
    open();
    await screen.findByText('주문 상품 1개');
    await payAndAcknowledge(user, '잘못된 접근입니다.');
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
  });

  it('says why when the order is past its payment window, and goes to the cart', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet(), { 'POST /api/ordersheet': () => jsonResponse(409, { message: COMMERCE_MESSAGES.orderExpired }) });
    open();
    await screen.findByText('주문 상품 1개');
    await payAndAcknowledge(user, COMMERCE_MESSAGES.orderExpired);
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/cart'));
  });

  it('keeps the buyer on the sheet when the chosen coupon was used up meanwhile: says so, drops it, shows the sheet anew', async () => {
    const user = userEvent.setup();
    let sheetReads = 0;
    const first = makeOrderSheet({ coupons: [percent10, fixed3000] });
    const calls = serve(first, {
      'GET /api/ordersheet': () => (++sheetReads === 1 ? first : makeOrderSheet({ coupons: [fixed3000] })),
      'POST /api/ordersheet': () => jsonResponse(409, { message: '쿠폰이 모두 소진되었습니다.', result: 'coupon' }),
    });
    open();
    await screen.findByText('주문 상품 1개');
    await user.selectOptions(screen.getByLabelText('쿠폰'), String(percent10.couponId));
    await payAndAcknowledge(user, '쿠폰이 모두 소진되었습니다.');
    expect(currentLocation()?.pathname).toBe('/order/checkout');
    expect(sheetReads).toBe(2);
    expect((screen.getByLabelText('쿠폰') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('option', { name: new RegExp(percent10.name) })).toBeNull();
    expect(calls.posts).toHaveLength(1);
  });

  it('keeps the buyer on the sheet when the points ran short meanwhile', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet({ memberPoint: 5_000 }), { 'POST /api/ordersheet': () => jsonResponse(409, { message: '사용 가능한 포인트가 부족합니다.', result: 'points' }) });
    open();
    await screen.findByText('주문 상품 1개');
    await payAndAcknowledge(user, '사용 가능한 포인트가 부족합니다.');
    expect(currentLocation()?.pathname).toBe('/order/checkout');
  });

  it('goes straight to the success page when points and coupon cover everything, after the free verification', async () => {
    const user = userEvent.setup();
    const calls = serve(makeOrderSheet({ memberPoint: 60_000 }), {
      'POST /api/ordersheet': () => applied({ usePoint: 50_000, finalAmount: 0, orderStatus: 'COMPLETE' }),
      'POST /api/payment/verify': () => ({ result: 'success', orderStatus: 'COMPLETE' }),
    });
    open();
    await screen.findByText('주문 상품 1개');
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(finalAmount()).toBe('0원');
    await agree(user);
    await user.click(payButton());
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
    expect(currentLocation()?.state).toMatchObject({ method: 'FREE' });
    expect(calls.posts).toContainEqual({ path: '/api/payment/verify', body: { orderId: 501, paymentId: 'pay_501_abc', amount: 0 } });
  });

  it('opens the dev card window with the amount the server answered', async () => {
    const user = userEvent.setup();
    serve(makeOrderSheet(), { 'POST /api/ordersheet': () => applied({ finalAmount: 45_000, couponDiscount: 5000 }) });
    open();
    await screen.findByText('주문 상품 1개');
    await agree(user);
    await user.click(payButton());
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/dev/payment'));
    const params = new URLSearchParams(currentLocation()?.search);
    expect(Object.fromEntries(params)).toEqual({ orderId: '501', paymentId: 'pay_501_abc', amount: '45000', orderName: '스마트스토어 주문 수집기' });
  });

  it('opens the sheet a link names (?orderId=, the desktop app hand-off)', async () => {
    serve(makeOrderSheet());
    renderWithProviders(<CheckoutPage />, { route: { pathname: '/order/checkout', search: '?orderId=501' }, path: '/order/checkout', session: member });
    expect(await screen.findByText('주문 상품 1개')).toBeTruthy();
  });

  it('sends a visitor from a linked sheet to log in and back to that sheet', async () => {
    serve(makeOrderSheet());
    renderWithProviders(<CheckoutPage />, {
      route: { pathname: '/order/checkout', search: '?orderId=501' },
      path: '/order/checkout',
      session: { status: 'anonymous', role: null, loginId: null },
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: '로그인하기' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/login'));
    expect(currentLocation()?.state).toEqual({ from: '/order/checkout?orderId=501' });
  });

  describe('in the desktop app', () => {
    const openWebsite = vi.fn();
    const desktop = () => {
      openWebsite.mockClear();
      setPlatform({ ...webPlatform, kind: 'desktop', openWebsite });
    };

    it('continues a PortOne card payment on the website, with the sheet untouched', async () => {
      const user = userEvent.setup();
      desktop();
      const calls = serve(makeOrderSheet(), { 'GET /api/payment/config': () => ({ provider: 'portone', storeId: 'store-1', channelKey: 'channel-1' }) });
      open();
      expect(await screen.findByText(/카드 결제는 웹사이트에서 이어서 진행합니다/)).toBeTruthy();
      await agree(user);
      await user.click(payButton());
      const question = await screen.findByRole('dialog');
      expect(question.textContent).toContain('브라우저에서 이 주문서를 열까요?');
      await user.click(within(question).getByRole('button', { name: '브라우저에서 열기' }));
      await waitFor(() => expect(openWebsite).toHaveBeenCalledWith('/order/checkout?orderId=501'));
      expect((await screen.findByRole('dialog')).textContent).toContain('마이페이지의 구독 관리');
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
      // Nothing was applied: the website gets the sheet as it was, points and coupon still free.
      expect(calls.posts).toEqual([]);
      expect(currentLocation()?.pathname).toBe('/order/checkout');
    });

    it('asks the store how the payment on the website went: not yet, then paid', async () => {
      const user = userEvent.setup();
      desktop();
      let status: 'WAITING' | 'COMPLETE' = 'WAITING';
      serve(makeOrderSheet(), {
        'GET /api/payment/config': () => ({ provider: 'portone', storeId: 'store-1', channelKey: 'channel-1' }),
        'GET /api/ordersheet': () => makeOrderSheet({ orderStatus: status, ...(status === 'COMPLETE' ? { paymentMethod: 'SIMPLE_PAY', finalAmount: 47_000 } : {}) }),
      });
      open();
      await screen.findByText('주문 상품 1개');
      await agree(user);
      await user.click(payButton());
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '브라우저에서 열기' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));

      await user.click(screen.getAllByRole('button', { name: '브라우저에서 다시 열기' })[0]!);
      expect(openWebsite).toHaveBeenCalledTimes(2);
      await user.click(screen.getAllByRole('button', { name: '결제 완료 확인' })[0]!);
      const notYet = await screen.findByRole('dialog');
      expect(notYet.textContent).toContain('아직 결제가 확인되지 않았습니다.');
      await user.click(within(notYet).getByRole('button', { name: '확인' }));

      status = 'COMPLETE';
      await user.click(screen.getAllByRole('button', { name: '결제 완료 확인' })[0]!);
      await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
      expect(currentLocation()?.state).toEqual({ method: 'SIMPLE_PAY', amount: 47_000 });
    });

    it('completes an order the points cover in the app: there is no card payment to hand over', async () => {
      const user = userEvent.setup();
      desktop();
      serve(makeOrderSheet({ memberPoint: 60_000 }), {
        'GET /api/payment/config': () => ({ provider: 'portone', storeId: 'store-1', channelKey: 'channel-1' }),
        'POST /api/ordersheet': () => applied({ usePoint: 50_000, finalAmount: 0, orderStatus: 'COMPLETE' }),
      });
      open();
      await screen.findByText('주문 상품 1개');
      await user.click(screen.getByRole('button', { name: '전액 사용' }));
      await agree(user);
      await user.click(payButton());
      await waitFor(() => expect(currentLocation()?.pathname).toBe('/order/success'));
      expect(openWebsite).not.toHaveBeenCalled();
    });

    it('keeps the dev card window in the app', async () => {
      const user = userEvent.setup();
      desktop();
      serve(makeOrderSheet(), { 'POST /api/ordersheet': () => applied() });
      open();
      await screen.findByText('주문 상품 1개');
      expect(screen.queryByText(/웹사이트에서 이어서 진행합니다/)).toBeNull();
      await agree(user);
      await user.click(payButton());
      await waitFor(() => expect(currentLocation()?.pathname).toBe('/dev/payment'));
      expect(openWebsite).not.toHaveBeenCalled();
    });
  });
});
