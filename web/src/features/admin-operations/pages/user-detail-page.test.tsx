import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MEMBER_MESSAGES, ADMIN_USER_MESSAGES, type AdminMemberDetail } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, fetchedPaths, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminUserDetailPage } from './user-detail-page.tsx';

const kim: AdminMemberDetail = {
  id: 7,
  loginId: 'kim',
  name: '김회원',
  email: 'kim@example.kr',
  phoneNumber: '01012345678',
  grade: 'VIP',
  joinDate: '2026-03-02T01:00:00.000Z',
  latestLoginDate: '2026-11-25T05:03:00.000Z',
  point: 12_500,
  totalPurchaseAmount: 240_000,
  blockedAt: null,
  blockReason: null,
  role: 'USER',
  status: 'ACTIVE',
  marketingOptIn: false,
  emailOptIn: true,
  smsOptIn: false,
  keys: { granted: 2, beforeUse: 1, ended: 3 },
  usableCoupons: 4,
  points: [
    { id: 31, delta: 2_400, description: '구매 적립', balanceAfter: 12_500, orderNumber: 'A20261120-0001', createdAt: '2026-11-20T03:00:00.000Z' },
    { id: 30, delta: -3_000, description: '주문 결제 사용', balanceAfter: 10_100, orderNumber: null, createdAt: '2026-11-19T03:00:00.000Z' },
  ],
  orders: [{ orderId: 91, orderNumber: 'A20261120-0001', status: 'CONFIRM', paymentMethod: 'SIMPLE_PAY', finalAmount: 48_000, itemSummary: '엑셀 주문 자동 정리 외 1건', createdAt: '2026-11-20T02:59:00.000Z' }],
};

type Call = { method: string; path: string; body: unknown };

/** Serves `details` in turn to each GET of the member (the last one stays); a POST answers with `write`. */
function serve(details: AdminMemberDetail[], write: (call: Call) => unknown = () => details.at(-1)) {
  const calls: Call[] = [];
  let gets = 0;
  mockFetch((url, init) => {
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (!['/api/admin/users/7', '/api/admin/users/7/points', '/api/admin/users/block', '/api/admin/user/7/unblock'].includes(url.pathname)) throw new Error(`unexpected ${url.pathname}`);
    if (call.method === 'GET') return details[Math.min(gets++, details.length - 1)];
    return write(call);
  });
  renderWithProviders(<AdminUserDetailPage />, { route: '/admin/users/7', path: '/admin/users/:id' });
  return { posts: () => calls.filter((c) => c.method === 'POST'), puts: () => calls.filter((c) => c.method === 'PUT'), gets: () => gets };
}

const amountBox = async () => (await screen.findByLabelText('조정할 포인트')) as HTMLInputElement;
const reasonBox = () => screen.getByLabelText('조정 사유') as HTMLInputElement;
const balance = () => screen.getByText('보유 포인트').nextElementSibling?.textContent;
const settle = () => new Promise((r) => setTimeout(r, 20));

async function fill(user: ReturnType<typeof userEvent.setup>, direction: '지급' | '차감', amount: string, reason: string) {
  const box = await amountBox();
  await user.click(screen.getByRole('radio', { name: direction }));
  await user.type(box, amount);
  if (reason) await user.type(reasonBox(), reason);
  await user.click(screen.getByRole('button', { name: '포인트 조정' }));
}

afterEach(() => vi.restoreAllMocks());

describe('AdminUserDetailPage', () => {
  it('shows the profile, the balance, the point history and the recent orders', async () => {
    serve([kim]);
    expect(await screen.findByRole('heading', { level: 1, name: '김회원' })).toBeTruthy();
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/admin/users');
    expect(screen.getByText('010-1234-5678')).toBeTruthy();
    expect(screen.getByText('240,000원')).toBeTruthy();
    expect(screen.getByText('사용 중 2 · 사용 전 1 · 종료 3')).toBeTruthy();
    expect(screen.getByText('4장')).toBeTruthy();
    expect(screen.getByText('수신 동의').nextElementSibling?.textContent).toBe('이메일 동의SMS 거부광고 거부');
    expect(balance()).toBe('12,500P');

    const ledger = within(screen.getByRole('region', { name: '포인트 내역' })).getAllByRole('row');
    expect(ledger).toHaveLength(3);
    expect(ledger[1]!.textContent).toContain('구매 적립');
    expect(ledger[1]!.textContent).toContain('주문 A20261120-0001');
    expect(ledger[1]!.textContent).toContain('+2,400P');
    expect(ledger[2]!.textContent).toContain('-3,000P');
    expect(ledger[2]!.textContent).toContain('10,100P');
    // The phone layout carries the same rows.
    const cards = within(screen.getByRole('list', { name: '포인트 내역 목록' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual(['구매 적립2026.11.20 12:00 · 주문 A20261120-0001+2,400P잔액 12,500P', '주문 결제 사용2026.11.19 12:00-3,000P잔액 10,100P']);

    const orders = within(screen.getByRole('region', { name: '최근 주문' }));
    expect(orders.getByRole('link', { name: 'A20261120-0001' }).getAttribute('href')).toBe('/admin/orders/91');
    expect(orders.getByText('엑셀 주문 자동 정리 외 1건')).toBeTruthy();
    expect(orders.getByText('48,000원')).toBeTruthy();
    expect(orders.getByText('구매 확정')).toBeTruthy();
  });

  it('names an unpaid bank transfer 입금 대기 and an unpaid card order 결제 대기', async () => {
    const waiting = { orderId: 92, orderNumber: 'A20261121-0002', status: 'WAITING', finalAmount: 19_900, itemSummary: '블로그 자동화', createdAt: '2026-11-21T02:00:00.000Z' };
    serve([{ ...kim, orders: [{ ...waiting, paymentMethod: 'BANK_TRANSFER' }, { ...waiting, orderId: 93, orderNumber: 'A20261121-0003', paymentMethod: 'SIMPLE_PAY' }] }]);
    const orders = within(await screen.findByRole('region', { name: '최근 주문' }));
    expect(orders.getAllByText('입금 대기').length).toBeGreaterThan(0);
    expect(orders.getAllByText('결제 대기').length).toBeGreaterThan(0);
  });

  it('says so when a member has no orders, and shows a suspension', async () => {
    serve([{ ...kim, orders: [], points: [], status: 'BLOCKED', grade: 'BLOCKED', blockedAt: '2026-11-21T00:00:00.000Z' }]);
    expect(await screen.findByText('주문 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByText('포인트 변동 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByText('이용 정지')).toBeTruthy();
    expect(screen.getAllByText('2026.11.21 09:00부터 이용 정지').length).toBeGreaterThan(0);
  });

  it('suspends the member from their page with the reason typed, then shows it and offers to lift it', async () => {
    const blocked = { ...kim, status: 'BLOCKED' as const, grade: 'BLOCKED' as const, blockedAt: '2026-11-21T00:00:00.000Z', blockReason: '결제 도용 의심' };
    const { puts } = serve([kim, blocked], () => ({ message: '1명의 회원을 정지했습니다.', memberIds: [7] }));
    await userEvent.click(await screen.findByRole('button', { name: '회원 정지' }));
    const dialog = await findDialog('이 회원의 이용을 정지할까요?');
    expect(within(dialog).getByRole('list', { name: '정지할 회원' }).textContent).toBe('김회원 (kim)');
    await userEvent.type(within(dialog).getByLabelText(/정지 사유/), '결제 도용 의심');
    await userEvent.click(within(dialog).getByRole('button', { name: '정지' }));
    expect(await screen.findByText('1명의 회원을 정지했습니다.')).toBeTruthy();
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/admin/users/block', body: { memberIds: [7], reason: '결제 도용 의심' } }]);
    // The detail reloads: suspended since, why, and the way back.
    expect(await screen.findByText('사유: 결제 도용 의심')).toBeTruthy();
    expect(screen.getAllByText('2026.11.21 09:00부터 이용 정지').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '정지 해제' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '회원 정지' })).toBeNull();
  });

  it('lifts a suspension from the member’s page after a confirmation', async () => {
    const blocked = { ...kim, status: 'BLOCKED' as const, grade: 'BLOCKED' as const, blockedAt: '2026-11-21T00:00:00.000Z', blockReason: null };
    const { puts } = serve([blocked, kim], () => ({ message: '회원 정지를 해제했습니다.', memberIds: [7] }));
    await userEvent.click(await screen.findByRole('button', { name: '정지 해제' }));
    await userEvent.click(within(await findDialog('김회원 회원의 정지를 해제할까요?')).getByRole('button', { name: '정지 해제' }));
    expect(await screen.findByText('회원 정지를 해제했습니다.')).toBeTruthy();
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/admin/user/7/unblock', body: undefined }]);
    expect(await screen.findByRole('button', { name: '회원 정지' })).toBeTruthy();
  });

  it('offers no suspension for an admin', async () => {
    serve([{ ...kim, role: 'ADMIN', grade: 'ADMIN' }]);
    expect(await screen.findByText('정상 (관리자)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '회원 정지' })).toBeNull();
    expect(screen.queryByRole('button', { name: '정지 해제' })).toBeNull();
  });

  it('shows the server message for an unknown member', async () => {
    mockFetch(() => jsonResponse(404, { message: '회원을 찾을 수 없습니다.' }));
    renderWithProviders(<AdminUserDetailPage />, { route: '/admin/users/7', path: '/admin/users/:id' });
    expect((await screen.findByRole('alert')).textContent).toContain('회원을 찾을 수 없습니다.');
  });

  it('grants points after a confirmation and shows the balance and history from the answer', async () => {
    const user = userEvent.setup();
    const after: AdminMemberDetail = {
      ...kim,
      point: 13_500,
      points: [{ id: 32, delta: 1_000, description: '결제 오류 보상', balanceAfter: 13_500, orderNumber: null, createdAt: '2026-11-26T01:00:00.000Z' }, ...kim.points],
    };
    const { posts } = serve([kim], () => after);
    await fill(user, '지급', '1000', '결제 오류 보상');
    expect((await amountBox()).value).toBe('1,000');

    const dialog = await findDialog('김회원님에게 1,000P를 지급할까요? 사유는 회원의 포인트 내역에 표시됩니다.');
    await user.click(within(dialog).getByRole('button', { name: '지급' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', path: '/api/admin/users/7/points', body: { delta: 1000, reason: '결제 오류 보상', expectedBalance: 12_500 } }]));
    expect(await screen.findByText(ADMIN_MEMBER_MESSAGES.adjusted(1000))).toBeTruthy();
    expect(balance()).toBe('13,500P');
    expect(within(screen.getByRole('region', { name: '포인트 내역' })).getAllByRole('row')[1]!.textContent).toContain('결제 오류 보상');
    expect((await amountBox()).value).toBe('');
    expect(reasonBox().value).toBe('');
  });

  it('asks once and sends one change for a double click', async () => {
    const user = userEvent.setup();
    const { posts } = serve([kim], () => ({ ...kim, point: 13_500 }));
    const box = await amountBox();
    await user.type(box, '1000');
    await user.type(reasonBox(), '결제 오류 보상');
    const button = screen.getByRole('button', { name: '포인트 조정' }) as HTMLButtonElement;
    doubleClick(button);
    await user.click(within(await findDialog('지급할까요?')).getByRole('button', { name: '지급' }));
    expect(await screen.findByText(ADMIN_MEMBER_MESSAGES.adjusted(1000))).toBeTruthy();
    await settle();
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes points as a negative change, and sends nothing when the admin backs out', async () => {
    const user = userEvent.setup();
    const { posts } = serve([kim], () => ({ ...kim, point: 12_000 }));
    await fill(user, '차감', '500', '중복 적립 회수');
    const ask = '김회원님의 포인트에서 500P를 차감할까요?';
    await user.click(within(await findDialog(ask)).getByRole('button', { name: '취소' }));
    await settle();
    expect(posts()).toEqual([]);
    expect((await amountBox()).value).toBe('500');

    await user.click(screen.getByRole('button', { name: '포인트 조정' }));
    await user.click(within(await findDialog(ask)).getByRole('button', { name: '차감' }));
    await waitFor(() => expect(posts().map((c) => c.body)).toEqual([{ delta: -500, reason: '중복 적립 회수', expectedBalance: 12_500 }]));
    expect(await screen.findByText(ADMIN_MEMBER_MESSAGES.adjusted(-500))).toBeTruthy();
  });

  it('refuses an empty reason next to the field without calling the server', async () => {
    const user = userEvent.setup();
    const { posts } = serve([kim]);
    await fill(user, '지급', '1000', '');
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MEMBER_MESSAGES.reasonRequired);
    expect(reasonBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reasonBox());
    expect(document.querySelector('dialog[open]')).toBeNull();
    await settle();
    expect(posts()).toEqual([]);
  });

  it('refuses taking more than the balance, a zero amount and one past the cap', async () => {
    const user = userEvent.setup();
    const { posts } = serve([kim]);
    await fill(user, '차감', '12501', '회수');
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MEMBER_MESSAGES.insufficient);
    expect(document.activeElement).toBe(await amountBox());

    await user.clear(await amountBox());
    await user.type(await amountBox(), '0');
    await user.click(screen.getByRole('button', { name: '포인트 조정' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MEMBER_MESSAGES.badAmount);

    await user.click(screen.getByRole('radio', { name: '지급' }));
    await user.clear(await amountBox());
    await user.type(await amountBox(), '1000001');
    expect((await amountBox()).value).toBe('1,000,001');
    await user.click(screen.getByRole('button', { name: '포인트 조정' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MEMBER_MESSAGES.amountTooLarge);
    await settle();
    expect(posts()).toEqual([]);
  });

  it('groups the digits as typed', async () => {
    const user = userEvent.setup();
    serve([kim]);
    await user.type(await amountBox(), '12,345');
    expect((await amountBox()).value).toBe('12,345');
    expect(screen.getByText('조정 후 24,845P')).toBeTruthy();
  });

  it('refuses a minus sign or a decimal point next to the box instead of dropping it', async () => {
    const user = userEvent.setup();
    const { posts } = serve([kim]);
    // With 지급 chosen, "-100" had become a grant of 100, and "1.5" 15 points.
    for (const [typed, message] of [
      ['-100', "빼기 기호 없이 입력해 주세요. 차감하려면 위에서 '차감'을 선택해 주세요."],
      ['1.5', '포인트는 소수점 없이 정수로 입력해 주세요.'],
      ['1백', '숫자만 입력해 주세요.'],
    ]) {
      await user.clear(await amountBox());
      await user.type(await amountBox(), typed!);
      expect((await amountBox()).value).toBe(typed);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByText(/^조정 후/)).toBeNull();
    }
    await user.type(screen.getByLabelText('조정 사유'), '보상');
    await user.click(screen.getByRole('button', { name: '포인트 조정' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(posts()).toEqual([]);
  });

  it('on a conflict says so, reloads the member and keeps what the admin typed', async () => {
    const user = userEvent.setup();
    const moved = { ...kim, point: 9_500 };
    const { posts, gets } = serve([kim, moved], () => jsonResponse(409, { message: ADMIN_MEMBER_MESSAGES.staleBalance }));
    await fill(user, '지급', '1000', '결제 오류 보상');
    await user.click(within(await findDialog('지급할까요?')).getByRole('button', { name: '지급' }));

    const dialog = await findDialog(ADMIN_MEMBER_MESSAGES.staleBalance);
    await waitFor(() => expect(balance()).toBe('9,500P'));
    expect(gets()).toBe(2);
    await user.click(within(dialog).getAllByRole('button', { name: '확인' }).at(-1)!);
    expect((await amountBox()).value).toBe('1,000');
    expect(reasonBox().value).toBe('결제 오류 보상');

    // The next attempt is made against the balance now on screen.
    await user.click(screen.getByRole('button', { name: '포인트 조정' }));
    await user.click(within(await findDialog('지급할까요?')).getByRole('button', { name: '지급' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toEqual({ delta: 1000, reason: '결제 오류 보상', expectedBalance: 9_500 });
  });
});

describe('AdminUserDetailPage not found', () => {
  it.each(['xyz', '0', '-1', '1.5', '1e3', '99999999999999999999'])('shows /admin/users/%s as not found, without asking the server', async (id) => {
    const spy = mockFetch(() => kim);
    renderWithProviders(<AdminUserDetailPage />, { route: `/admin/users/${id}`, path: '/admin/users/:id' });
    expect(await screen.findByText(ADMIN_USER_MESSAGES.userNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/admin/users');
    expect(fetchedPaths(spy)).toEqual([]);
  });
});
