import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_MS, type DesktopBridge, SUBSCRIPTION_MESSAGES, type SubscriptionDetailResponse, type SubscriptionSummary } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from '../../../lib/platform/desktop.ts';
import { setPlatform } from '../../../lib/platform/index.ts';
import { webPlatform } from '../../../lib/platform/web.ts';
import { fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SubscriptionDetailPage } from './subscription-detail-page.tsx';
import { SubscriptionListPage } from './subscription-list-page.tsx';

const card = (i: number, extra: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  itemId: i,
  itemName: `프로그램 ${i}`,
  itemThumbnail: null,
  count: 1,
  grantedCount: 1,
  beforeUseCount: 0,
  expiredCount: 0,
  revokedCount: 0,
  allExpired: false,
  // Far from its end, whenever the suite runs (a key within a week of it reads D-n).
  subscriptions: [{ subscriptionListId: 100 + i, useStatus: 'GRANTED', subscriptionPeriod: 1, purchaseDate: '2026-11-01T00:00:00Z', expireDate: new Date(Date.now() + 60 * DAY_MS).toISOString(), revokedDate: null }],
  ...extra,
});

/** The page as the desktop app shows it: the bridge reports this PC's MAC (and machine id). */
function inDesktopApp(macAddress: string, machineId: string | null = null) {
  const bridge = {
    auth: { getToken: async () => 'a.b.c', setToken: async () => {}, deleteToken: async () => {}, keychainStatus: async () => ({ available: true }), socialLogin: async () => null },
    device: { getInfo: vi.fn(async () => ({ macAddress, machineId, platform: 'win32' as const })) },
    shell: { openExternal: async () => {}, openWebsite: async () => {} },
    app: { getVersion: async () => '0.1.0' },
  } satisfies DesktopBridge;
  setPlatform(createDesktopPlatform(bridge));
}

const detail = (extra: Partial<SubscriptionDetailResponse['subscriptionDetail']> = {}): SubscriptionDetailResponse => ({
  itemName: '블로그 자동화',
  subscriptionDetail: {
    subscriptionListId: 7,
    hashKey: 'AWK3-****-****-****-7QZP',
    revealed: false,
    useStatus: 'BEFORE_USE',
    subscriptionPeriod: 3,
    purchaseDate: '2026-11-01T00:00:00Z',
    startDate: null,
    expireDate: null,
    revokedDate: null,
    orderPrice: 29_100,
    source: 'ORDER',
    slots: [
      { slot: 1, macAddress: null, machineId: null },
      { slot: 2, macAddress: null, machineId: null },
    ],
    ...extra,
  },
});

afterEach(() => {
  vi.restoreAllMocks();
  setPlatform(webPlatform);
});

describe('SubscriptionListPage', () => {
  it('shows 6 cards, then 5 more per click, with counts per status', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ subscriptionData: Array.from({ length: 13 }, (_, i) => card(i + 1)) }));
    renderWithProviders(<SubscriptionListPage />, { session: member });
    const list = await screen.findByRole('list', { name: '구독 목록' });
    expect(within(list).getAllByRole('heading')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: /더보기/ }));
    expect(within(list).getAllByRole('heading')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: /더보기/ }));
    expect(within(list).getAllByRole('heading')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /더보기/ })).toBeNull();
  });

  it('lists a product’s first keys and all of them on request: an order may hold hundreds', async () => {
    const user = userEvent.setup();
    const keys = Array.from({ length: 12 }, (_, i) => ({ subscriptionListId: 500 + i, useStatus: 'BEFORE_USE', subscriptionPeriod: 1, purchaseDate: '2026-11-01T00:00:00Z', expireDate: null, revokedDate: null }));
    mockFetch(() => ({ subscriptionData: [card(1, { count: 12, grantedCount: 0, beforeUseCount: 12, subscriptions: keys })] }));
    renderWithProviders(<SubscriptionListPage />, { session: member });
    const list = await screen.findByRole('list', { name: '구독 목록' });
    const links = () => within(list).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/mypage/subscription/detail/'));
    expect(links()).toHaveLength(5);
    // Named by the key's own number (a later purchase does not renumber it), apart from the period.
    expect(within(list).getByRole('link', { name: /^라이선스 키 #500 1개월/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '라이선스 키 12개 모두 보기' }));
    expect(links()).toHaveLength(12);
    expect(links()[11]!.getAttribute('href')).toBe('/mypage/subscription/detail/511');
    await user.click(screen.getByRole('button', { name: '접기' }));
    expect(links()).toHaveLength(5);
  });

  it('marks a key that ends within the week D-n and offers the product again', async () => {
    const ending = card(1, { itemName: '블로그 자동화' });
    ending.subscriptions[0]!.expireDate = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const ended = card(3, { itemName: '메일 분류기', allExpired: true, grantedCount: 0, expiredCount: 1 });
    ended.subscriptions[0]!.useStatus = 'EXPIRED';
    mockFetch(() => ({ subscriptionData: [ending, card(2, { itemName: '쇼핑몰 관리' }), ended] }));
    renderWithProviders(<SubscriptionListPage />, { session: member });
    const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
    const soon = await cardOf('블로그 자동화');
    expect(within(soon).getByRole('link', { name: /^라이선스 키 #\d+ 1개월/ }).textContent).toContain('D-3');
    expect(within(soon).getByText(/7일 안에 끝나는 키가 있습니다/)).toBeTruthy();
    expect(within(soon).getByRole('link', { name: '다시 구매하기' }).getAttribute('href')).toBe('/products/1');
    const later = await cardOf('쇼핑몰 관리');
    expect(later.textContent).not.toMatch(/D-\d/);
    expect(within(later).queryByRole('link', { name: '다시 구매하기' })).toBeNull();
    const over = await cardOf('메일 분류기');
    expect(within(over).getByText(/모든 키의 기간이 끝났습니다/)).toBeTruthy();
    expect(within(over).getByRole('link', { name: '다시 구매하기' }).getAttribute('href')).toBe('/products/3');
  });

  it('says keys taken back by a cancelled order were taken back, not expired, without their old period end', async () => {
    const revokedKey = (id: number) => ({ subscriptionListId: id, useStatus: 'UNSUBSCRIPTION', subscriptionPeriod: 12, purchaseDate: '2026-02-26T00:00:00Z', expireDate: '2027-02-26T00:00:00Z', revokedDate: '2026-03-02T00:00:00Z' });
    const refunded = card(1, { itemName: '블로그 자동화', count: 2, grantedCount: 0, revokedCount: 2, allExpired: true, subscriptions: [revokedKey(11), revokedKey(12)] });
    const expired = { subscriptionListId: 21, useStatus: 'EXPIRED', subscriptionPeriod: 1, purchaseDate: '2026-01-01T00:00:00Z', expireDate: '2026-02-01T00:00:00Z', revokedDate: null };
    const mixed = card(2, { itemName: '쇼핑몰 관리', count: 2, grantedCount: 0, expiredCount: 1, revokedCount: 1, allExpired: true, subscriptions: [revokedKey(22), expired] });
    mockFetch(() => ({ subscriptionData: [refunded, mixed, card(3, { itemName: '메일 분류기' })] }));
    renderWithProviders(<SubscriptionListPage />, { session: member });
    const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

    const over = await cardOf('블로그 자동화');
    expect(within(over).getByText('주문이 취소되어 키가 회수되었습니다. 다시 사용하려면 상품을 새로 구매해 주세요.')).toBeTruthy();
    expect(over.textContent).not.toContain('모든 키의 기간이 끝났습니다');
    expect(over.textContent).not.toContain('2027.02.26');
    expect(over.textContent).not.toContain('구독 해지');
    const first = within(over).getByRole('link', { name: /^라이선스 키 #11 / });
    expect(first.textContent).toContain('주문 취소 2026.03.02');
    expect(within(first).getByText('회수됨')).toBeTruthy();
    const counts = Object.fromEntries([...over.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
    expect(counts).toEqual({ '사용 중': '0', '사용 전': '0', 만료: '0', 회수: '2' });
    expect(within(over).getByRole('link', { name: '다시 구매하기' }).getAttribute('href')).toBe('/products/1');

    const both = await cardOf('쇼핑몰 관리');
    expect(within(both).getByText(/기간이 끝났거나 주문 취소로 회수된 키만 남았습니다/)).toBeTruthy();
    expect(both.textContent).toContain('~2026.02.01');
    // A product with no refunded key keeps its three counts.
    expect((await cardOf('메일 분류기')).querySelectorAll('dl > div')).toHaveLength(3);
  });

  it('hides fully expired products and searches by name', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ subscriptionData: [card(1, { itemName: '블로그 자동화' }), card(2, { itemName: '쇼핑몰 관리', allExpired: true, grantedCount: 0, expiredCount: 1 })] }));
    renderWithProviders(<SubscriptionListPage />, { session: member });
    await screen.findByText('쇼핑몰 관리');
    await user.click(screen.getByRole('checkbox', { name: '만료된 구독 숨기기' }));
    expect(screen.queryByText('쇼핑몰 관리')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '만료된 구독 숨기기' }));
    await user.type(screen.getByLabelText('상품명 검색'), '쇼핑 몰');
    expect(screen.queryByText('블로그 자동화')).toBeNull();
    expect(screen.getByText('쇼핑몰 관리')).toBeTruthy();
  });
});

describe('SubscriptionDetailPage', () => {
  const route = { route: '/mypage/subscription/detail/7', path: '/mypage/subscription/detail/:subscriptionId', session: member };

  it('reveals the key only after the confirmation and shows unknown statuses as unknown', async () => {
    const user = userEvent.setup();
    const spy = mockFetch((url, init) => {
      if (init?.method === 'PUT') return detail({ hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', revealed: true, useStatus: 'GRANTED', startDate: '2026-11-22T00:00:00Z', expireDate: '2027-02-20T00:00:00Z' });
      return detail();
    });
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect((await screen.findByTestId('license-key')).textContent).toBe('AWK3-****-****-****-7QZP');
    await user.click(screen.getByRole('button', { name: '키 보기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(fetchedPaths(spy).filter((p) => p.includes('update'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '키 보기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByTestId('license-key').textContent).toBe('AWK3-ABCD-EFGH-JKLM-7QZP'));
    expect(screen.getByText('사용 중')).toBeTruthy();
    expect(screen.getByRole('button', { name: '복사' })).toBeTruthy();
  });

  it('offers no way to see a key refunded before it was ever shown', async () => {
    mockFetch(() => detail({ useStatus: 'UNSUBSCRIPTION' }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect((await screen.findByTestId('license-key')).textContent).toBe('AWK3-****-****-****-7QZP');
    expect(screen.queryByRole('button', { name: '키 보기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '복사' })).toBeNull();
  });

  it('says a key taken back by a cancelled order was taken back, with when, instead of its period end', async () => {
    mockFetch(() => detail({ useStatus: 'UNSUBSCRIPTION', revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', startDate: '2026-02-26T00:00:00Z', expireDate: '2027-02-26T00:00:00Z', revokedDate: '2026-03-02T00:00:00Z' }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(await screen.findByText('주문이 취소되어 키가 회수되었습니다. 이 키는 더 이상 사용할 수 없습니다.')).toBeTruthy();
    expect(screen.getByText('회수됨')).toBeTruthy();
    expect(screen.queryByText('구독 해지')).toBeNull();
    expect(screen.getByRole('row', { name: /회수일/ }).textContent).toContain('2026.03.02');
    expect(screen.queryByRole('row', { name: /만료일/ })).toBeNull();
    expect(document.body.textContent).not.toContain('2027.02.26');
  });

  it("shows a bought key's price and an admin's key as issued without payment", async () => {
    mockFetch(() => detail());
    const bought = renderWithProviders(<SubscriptionDetailPage />, route);
    // Named 상품 금액: the line's price, before the order's coupon and points.
    expect((await screen.findByText('29,100원')).closest('tr')?.querySelector('th')?.textContent).toBe('상품 금액');
    bought.unmount();
    mockFetch(() => detail({ source: 'ADMIN', orderPrice: 0 }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(await screen.findByText('관리자 발급 (결제 없음)')).toBeTruthy();
    expect(screen.queryByText('0원')).toBeNull();
  });

  it("shows an unknown status as '알 수 없음' and the MAC slots in use", async () => {
    mockFetch(() => detail({ useStatus: 'PAUSED', revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', slots: [{ slot: 1, macAddress: '00:1A:2B:3C:4D:5E', machineId: null }, { slot: 2, macAddress: null, machineId: null }] }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(await screen.findByText('알 수 없음')).toBeTruthy();
    expect(screen.getByText('00:1A:2B:3C:4D:5E')).toBeTruthy();
    expect(screen.getByText('비어 있음')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '이 PC에서 활성화' })).toBeNull();
  });

  it('in the desktop app, offers no activation that can only be refused when both slots are other PCs', async () => {
    inDesktopApp('02:00:00:00:00:01');
    const full = { slots: [{ slot: 1 as const, macAddress: '02:00:00:00:00:0A', machineId: null }, { slot: 2 as const, macAddress: '02:00:00:00:00:0B', machineId: null }] };
    mockFetch(() => detail({ revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', useStatus: 'GRANTED', ...full }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(((await screen.findByRole('button', { name: '이 PC에서 활성화' })) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('region', { name: '이 PC에서 사용하기' })).getByText(/최대 2대의 PC/)).toBeTruthy();
  });

  it('in the desktop app, activates with the bridge MAC and explains the 2-PC rule when another PC took the free slot first', async () => {
    const user = userEvent.setup();
    inDesktopApp('02:00:00:00:00:01');
    const oneFree = { slots: [{ slot: 1 as const, macAddress: '02:00:00:00:00:0A', machineId: null }, { slot: 2 as const, macAddress: null, machineId: null }] };
    const spy = mockFetch((url) => {
      if (url.pathname === '/api/licenses/activate') return jsonResponse(409, { result: 'SLOTS_FULL', message: '이미 PC 2대', valid: false });
      return detail({ revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', useStatus: 'GRANTED', ...oneFree });
    });
    renderWithProviders(<SubscriptionDetailPage />, route);
    await user.click(await screen.findByRole('button', { name: '이 PC에서 활성화' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/최대 2대의 PC/)).toBeTruthy();
    const call = spy.mock.calls.find(([input]) => String(input).includes('/api/licenses/activate'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', macAddress: '02:00:00:00:00:01' });
  });

  it('in the desktop app, asks before a key not yet used starts its period, under the activation’s own title', async () => {
    const user = userEvent.setup();
    inDesktopApp('02:00:00:00:00:01');
    mockFetch(() => detail({ useStatus: 'BEFORE_USE' }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    await user.click(await screen.findByRole('button', { name: '이 PC에서 활성화' }));
    const dialog = await screen.findByRole('dialog', { name: '이 PC에서 활성화' });
    expect(dialog.textContent).toContain('지금부터 구독 기간이 시작됩니다');
  });

  it('in the desktop app, knows this PC by its machine id under another MAC and moves its slot', async () => {
    const user = userEvent.setup();
    const machineId = 'e'.repeat(64);
    inDesktopApp('02:00:00:00:00:02', machineId);
    // Both slots taken, one of them by this laptop's other adapter: not "full" for this PC.
    const slots = [
      { slot: 1 as const, macAddress: '02:00:00:00:00:0A', machineId },
      { slot: 2 as const, macAddress: '02:00:00:00:00:0B', machineId: 'f'.repeat(64) },
    ];
    const spy = mockFetch((url) => {
      if (url.pathname === '/api/licenses/activate') return { result: 'VALID', valid: true, message: 'ok', slot: 1, expireDate: null };
      return detail({ revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', useStatus: 'GRANTED', slots });
    });
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(await screen.findByText('다른 네트워크 어댑터로 등록됨')).toBeTruthy();
    expect(screen.queryByText(/이미 PC 2대에서 사용 중입니다/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '지금 어댑터로 변경' }));
    expect(await screen.findByText('이 PC의 등록 MAC 주소를 지금 연결된 네트워크 어댑터로 바꿨습니다.')).toBeTruthy();
    const call = spy.mock.calls.find(([input]) => String(input).includes('/api/licenses/activate'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', macAddress: '02:00:00:00:00:02', machineId });
  });
  it('in the desktop app, says a dead key cannot be activated, even where this PC held its slot', async () => {
    inDesktopApp('02:00:00:00:00:01');
    const slots = [{ slot: 1 as const, macAddress: '02:00:00:00:00:01', machineId: null }, { slot: 2 as const, macAddress: null, machineId: null }];
    mockFetch(() => detail({ revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', useStatus: 'EXPIRED', slots }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(await screen.findByText('만료되었거나 사용할 수 없는 키는 활성화할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByText('이 PC는 이미 이 라이선스 키의 슬롯을 사용하고 있습니다.')).toBeNull();
  });

  it.each([
    ['GRANTED', true],
    ['EXPIRED', false],
    ['UNSUBSCRIPTION', false],
  ] as const)('on the website, offers the desktop app only for a key that can still be activated (%s)', async (useStatus, offered) => {
    mockFetch(() => detail({ revealed: true, hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', useStatus }));
    renderWithProviders(<SubscriptionDetailPage />, route);
    expect(await screen.findByText('블로그 자동화')).toBeTruthy();
    expect(Boolean(screen.queryByText(/데스크톱 앱에서 이 화면을 열면/))).toBe(offered);
  });
});

describe('SubscriptionDetailPage not found', () => {
  it.each(['xyz', '0', '-1', '1.5', '1e3', '99999999999999999999'])('shows /mypage/subscription/detail/%s as not found, without asking the server', async (id) => {
    const spy = mockFetch(() => detail());
    renderWithProviders(<SubscriptionDetailPage />, { route: `/mypage/subscription/detail/${id}`, path: '/mypage/subscription/detail/:subscriptionId', session: member });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '구독 목록으로' }).getAttribute('href')).toBe('/mypage/subscription');
    expect(fetchedPaths(spy)).toEqual([]);
  });

  it('reads the same for a key the server does not know', async () => {
    mockFetch(() => jsonResponse(404, { message: SUBSCRIPTION_MESSAGES.notFound }));
    renderWithProviders(<SubscriptionDetailPage />, { route: '/mypage/subscription/detail/404', path: '/mypage/subscription/detail/:subscriptionId', session: member });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '구독 목록으로' })).toBeTruthy();
  });
});
