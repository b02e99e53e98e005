import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminDashboard, DASHBOARD_DAYS, type DashboardDay } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminDashboardPage } from './dashboard-page.tsx';

// 2026-11-14 .. 2026-11-27 (today), oldest first, as the API sends them.
const days: DashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
  date: `2026-11-${String(14 + i).padStart(2, '0')}`,
  paidOrders: i % 3,
  paidKrw: (i % 3) * 45_000,
  refundedKrw: 0,
}));
days[DASHBOARD_DAYS - 1] = { date: '2026-11-27', paidOrders: 3, paidKrw: 256_500, refundedKrw: 12_000 };

const dashboard = (over: Partial<AdminDashboard> = {}): AdminDashboard => ({
  asOf: '2026-11-26T21:39:00.000Z',
  today: { date: '2026-11-27', paidOrders: 3, paidKrw: 256_500, refundedKrw: 12_000, placedOrders: 5, newMembers: 2 },
  waiting: { deposits: 2, depositsKrw: 120_000, questions: 4, customRequests: 0 },
  keys: { live: 1_234, expiringSoon: 7 },
  days,
  topItems: [
    { itemId: 11, itemName: '엑셀 주문 자동 정리', quantity: 12, salesKrw: 540_000 },
    { itemId: 7, itemName: '쇼핑몰 송장 일괄 등록', quantity: 5, salesKrw: 225_000 },
    { itemId: 3, itemName: '카카오톡 예약 발송', quantity: 9, salesKrw: 81_000 },
  ],
  ...over,
});

/** Answers GET /api/admin/dashboard with each body in turn (the last one again after that). */
function serve(...bodies: unknown[]) {
  let calls = 0;
  return mockFetch((url) => {
    if (url.pathname !== '/api/admin/dashboard') throw new Error(`unexpected ${url.pathname}`);
    const body = bodies[Math.min(calls++, bodies.length - 1)];
    return typeof body === 'function' ? (body as () => unknown)() : body;
  });
}

const render = () => renderWithProviders(<AdminDashboardPage />, { route: '/admin/dashboard' });
/** A figure in the 오늘 panel, label and value ("결제 금액256,500원"). */
const tile = (label: string) => within(screen.getByRole('heading', { name: '오늘' }).closest('section')!).getByText(label).parentElement!.textContent;
const heightOf = (bar: HTMLElement) => parseFloat(bar.style.height);

afterEach(() => vi.restoreAllMocks());

describe('AdminDashboardPage', () => {
  it('shows today’s figures formatted and the time they were read', async () => {
    serve(dashboard());
    render();
    await screen.findByRole('heading', { name: '오늘' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('대시보드');
    expect(screen.getByText('2026.11.27 06:39').tagName).toBe('TIME');
    expect(tile('결제 금액')).toBe('결제 금액256,500원');
    expect(tile('결제 건수')).toBe('결제 건수3건');
    expect(tile('환불 금액')).toBe('환불 금액12,000원');
    expect(tile('신규 주문')).toBe('신규 주문5건');
    expect(tile('신규 회원')).toBe('신규 회원2명');
  });

  it('links each waiting card to its filtered list, and a card with nothing waiting reads 없음', async () => {
    serve(dashboard());
    render();
    const deposits = await screen.findByRole('link', { name: /^입금 대기/ });
    expect(deposits.getAttribute('href')).toBe('/admin/orders?status=WAITING&paymentMethod=BANK_TRANSFER');
    expect(deposits.textContent).toContain('2건');
    expect(deposits.textContent).toContain('120,000원');

    const questions = screen.getByRole('link', { name: /^답변 대기 문의/ });
    expect(questions.getAttribute('href')).toBe('/admin/qna?state=WAITING');
    expect(questions.textContent).toContain('4건');

    const requests = screen.getByRole('link', { name: /^접수된 맞춤 제작/ });
    expect(requests.getAttribute('href')).toBe('/admin/custom-requests?status=WAITING');
    expect(requests.textContent).toContain('없음');
    expect(requests.textContent).not.toContain('0건');

    const keys = screen.getByRole('link', { name: /^만료 임박 키/ });
    expect(keys.getAttribute('href')).toBe('/admin?filter=expiring#key-list-title');
    expect(keys.textContent).toContain('7개');
    expect(keys.textContent).toContain('7일 안에 만료되는 키 · 전체 사용 중 1,234개');
    // Busy cards stand out; the empty one stays plain.
    expect(deposits.className).toContain('bg-brand-50');
    expect(requests.className).not.toContain('bg-brand-50');
  });

  it('draws one named bar a day, today’s the tallest when it sold the most, a quiet day on the baseline', async () => {
    serve(dashboard());
    render();
    const chart = await screen.findByRole('list', { name: '일별 결제 금액' });
    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(DASHBOARD_DAYS);
    expect(bars[0]!.getAttribute('aria-label')).toBe('11월 14일 결제 0원 · 0건');
    expect(bars[1]!.getAttribute('aria-label')).toBe('11월 15일 결제 45,000원 · 1건');
    const today = bars.at(-1)!;
    expect(today.getAttribute('aria-label')).toBe('오늘 11월 27일 결제 256,500원 · 3건 · 환불 12,000원');
    expect(today.style.height).toBe('100%');
    expect(Math.max(...bars.map(heightOf))).toBe(heightOf(today));
    expect(bars.filter((b) => heightOf(b) === 100)).toEqual([today]);
    expect(bars[0]!.style.height).toBe('2px');

    // The period's totals: 4 days each of 45,000 and 90,000 before today, and today.
    expect(within(chart.closest('section')!).getByText('결제 금액 합계').parentElement!.textContent).toBe('결제 금액 합계796,500원');
    expect(within(chart.closest('section')!).getByText('결제 건수').parentElement!.textContent).toBe('결제 건수15건');
  });

  it('ranks the best sellers in the server’s order with links to their products', async () => {
    serve(dashboard());
    render();
    const list = await screen.findByRole('list', { name: '인기 상품 순위' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1엑셀 주문 자동 정리12개540,000원', '2쇼핑몰 송장 일괄 등록5개225,000원', '3카카오톡 예약 발송9개81,000원']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/products/11');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe('/admin/products/3');
  });

  it('says so when nothing sold in the last 30 days', async () => {
    serve(dashboard({ topItems: [] }));
    render();
    expect(await screen.findByText('최근 30일 동안 결제된 상품이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '인기 상품 순위' })).toBeNull();
  });

  it('shows the server’s message when the dashboard cannot be read', async () => {
    mockFetch(() => jsonResponse(500, { message: '잠시 후 다시 시도해 주세요.' }));
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('잠시 후 다시 시도해 주세요.');
    expect(screen.queryByRole('heading', { name: '오늘' })).toBeNull();
  });

  it('reads the dashboard again on 새로고침 and shows the new figures', async () => {
    const user = userEvent.setup();
    const later = dashboard({ asOf: '2026-11-26T21:45:00.000Z', today: { ...dashboard().today, paidKrw: 301_500, paidOrders: 4 } });
    const spy = serve(dashboard(), later);
    render();
    await screen.findByText('2026.11.27 06:39');
    expect(spy).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '새로고침' }));
    await screen.findByText('2026.11.27 06:45');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(tile('결제 금액')).toBe('결제 금액301,500원');
  });

  it('keeps the last figures when a refresh fails, and says it failed', async () => {
    const user = userEvent.setup();
    serve(dashboard(), () => jsonResponse(503, { message: '서버 점검 중입니다.' }));
    render();
    await screen.findByText('2026.11.27 06:39');
    await user.click(screen.getByRole('button', { name: '새로고침' }));
    expect((await screen.findByRole('alert')).textContent).toBe('새로고침하지 못했습니다. 서버 점검 중입니다.');
    expect(tile('결제 금액')).toBe('결제 금액256,500원');
  });
});
