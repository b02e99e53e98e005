import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminKey } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemPage, makeItem } from '../../../test/fixtures.ts';
import { fetchedPaths, findDialog, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminSubscriptionsPage } from './admin-subscriptions-page.tsx';

const admin = { status: 'authenticated' as const, role: 'ADMIN' as const, loginId: 'admin' };
const row: AdminKey = {
  id: 5,
  buyerName: '홍길동',
  hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP',
  creationDate: '2026-11-01T00:00:00Z',
  expirationDate: '2026-12-01T00:00:00Z',
  macAddress1: '02:00:00:00:00:01',
  macAddress2: '02:00:00:00:00:02',
  productNumber: 3,
  productName: '블로그 자동화',
  useStatus: 'GRANTED',
  useState: 'active',
  memberSuspended: false,
  revoked: false,
  issuedByAdmin: true,
};

afterEach(() => vi.restoreAllMocks());

function serve() {
  return mockFetch((url, init) => {
    // Two pages: the select lists every product on sale, not only the first page, each once (블로그
    // 자동화 moved down to page 2 between the two reads).
    if (url.pathname === '/api/items' && url.searchParams.get('page') === '2') return itemPage([makeItem({ itemId: 3, itemName: '블로그 자동화' }), makeItem({ itemId: 7, itemName: '엑셀 정리' })], { total: 2 });
    if (url.pathname === '/api/items') return itemPage([makeItem({ itemId: 3, itemName: '블로그 자동화' })], { total: 2, more: true });
    if (url.pathname === '/api/subscription/create-hash-key/temp') return new Response('라이선스 키가 생성되었습니다. (90일)\nAWAA-BBBB-CCCC-DDDD-EEEE', { status: 200 });
    if (init?.method === 'DELETE') return { result: 'success', message: 'MAC 주소가 삭제되었습니다.', slot: 2 };
    return [row];
  });
}

describe('AdminSubscriptionsPage', () => {
  it('requires every field, then posts the form with days = months × 30', async () => {
    const user = userEvent.setup();
    const spy = serve();
    renderWithProviders(<AdminSubscriptionsPage />, { session: admin });
    await screen.findByRole('option', { name: '엑셀 정리' });
    expect(screen.getAllByRole('option').filter((o) => o.textContent === '블로그 자동화')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '라이선스 키 생성' }));
    expect(await screen.findByText('구매자 이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('상품을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('시크릿 토큰을 입력해 주세요.')).toBeTruthy();

    await user.type(screen.getByLabelText('구매자 이름'), '홍길동');
    await user.selectOptions(screen.getByLabelText('상품'), '3');
    await user.selectOptions(screen.getByLabelText('기간'), '3');
    await user.type(screen.getByLabelText('시크릿 토큰'), 'secret-token');
    await user.click(screen.getByRole('button', { name: '라이선스 키 생성' }));
    expect(await screen.findByText(/AWAA-BBBB-CCCC-DDDD-EEEE/)).toBeTruthy();
    const call = spy.mock.calls.find(([input]) => String(input).includes('create-hash-key'))!;
    expect(String(call[1]!.body)).toBe('id=3&days=90&secret_token=secret-token&buyerName=%ED%99%8D%EA%B8%B8%EB%8F%99');
    // The new key goes to a customer next: the answer copies it.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(await findDialog('AWAA-BBBB-CCCC-DDDD-EEEE')).getByRole('button', { name: '키 복사' }));
    expect(writeText).toHaveBeenCalledWith('AWAA-BBBB-CCCC-DDDD-EEEE');
    expect(await screen.findByText('라이선스 키를 클립보드에 복사했습니다.')).toBeTruthy();
  });

  it('filters the list and deletes a MAC only after 예 in the Yes/No modal', async () => {
    const user = userEvent.setup();
    const spy = serve();
    renderWithProviders(<AdminSubscriptionsPage />, { session: admin });
    await screen.findByText('02:00:00:00:00:02');
    await user.click(screen.getByRole('radio', { name: '비활성' }));
    await waitFor(() => expect(fetchedPaths(spy)).toContain('/api/subscription/list/temp?filter=inactive'));

    await user.click(screen.getByRole('button', { name: '02:00:00:00:00:02 삭제' }));
    const ask = await screen.findByRole('dialog');
    // The address stands on its own line with no particle after it (를/을 depends on how it is read).
    expect(within(ask).getByText(/MAC 주소를 삭제/).textContent).toBe(
      '이 키에서 다음 MAC 주소를 삭제하시겠습니까?\n02:00:00:00:00:02\n삭제하면 다른 PC에서 이 키를 활성화할 수 있습니다.',
    );
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    expect(fetchedPaths(spy).some((p) => p.includes('mac-delete'))).toBe(false);
    await user.click(screen.getByRole('button', { name: '02:00:00:00:00:02 삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('MAC 주소가 삭제되었습니다.')).toBeTruthy();
    expect(fetchedPaths(spy)).toContain('/api/subscription/hash-key-mac-delete/temp?id=5&hashKey=AWK3-ABCD-EFGH-JKLM-7QZP&macAddress=02%3A00%3A00%3A00%3A00%3A02');
  });
});
