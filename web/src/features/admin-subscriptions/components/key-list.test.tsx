import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, doubleClick, findDialog, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { KeyList } from './key-list.tsx';

const admin = { status: 'authenticated' as const, role: 'ADMIN' as const, loginId: 'admin' };

afterEach(() => vi.restoreAllMocks());

describe('KeyList', () => {
  it('stops the search at the server limit of 100 characters', () => {
    mockFetch(() => []);
    renderWithProviders(<KeyList />, { session: admin });
    expect(screen.getByLabelText('라이선스 키 검색').getAttribute('maxlength')).toBe('100');
  });

  it("shows the server's reason when the list is refused", async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.searchParams.has('search') ? jsonResponse(400, { message: '검색어는 100자 이하로 입력해 주세요.' }) : []));
    renderWithProviders(<KeyList />, { session: admin });
    await screen.findByText('라이선스 키가 없습니다.');
    await user.type(screen.getByLabelText('라이선스 키 검색'), 'AWK3');
    expect((await screen.findByRole('alert')).textContent).toContain('검색어는 100자 이하로 입력해 주세요.');
    expect(screen.queryByText('구독 데이터를 불러오지 못했습니다.')).toBeNull();
  });

  it('opens filtered from the address (the dashboard links to 만료 임박) and keeps the choice there', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    mockFetch((url) => {
      asked.push(url.searchParams.get('filter'));
      return [];
    });
    renderWithProviders(<KeyList />, { session: admin, route: '/admin?filter=expiring' });
    await screen.findByText('7일 안에 만료되는 사용 중인 키가 없습니다.');
    expect(screen.getByRole('radio', { name: '만료 임박' }).getAttribute('aria-checked')).toBe('true');
    expect(asked).toEqual(['expiring']);
    await user.click(screen.getByRole('radio', { name: '비활성' }));
    expect(currentLocation()!.search).toBe('?filter=inactive');
    await user.click(screen.getByRole('radio', { name: '전체' }));
    expect(currentLocation()!.search).toBe('');
    expect(asked.at(-1)).toBe('all');
  });

  it("keeps a key's product number on its name's line, cutting a long name short instead", async () => {
    const name = '카카오톡 단체 메시지 발송기';
    mockFetch(() => [
      { id: 7, buyerName: '김데모', hashKey: 'AWK3-AAAA-BBBB-CCCC-DDDD', creationDate: '2026-11-26T00:00:00.000Z', expirationDate: null, macAddress1: null, macAddress2: null, productNumber: 15, productName: name, useStatus: 'Y', useState: 'active', memberSuspended: false, revoked: false, issuedByAdmin: false },
    ]);
    renderWithProviders(<KeyList />, { session: admin });
    const suffix = await screen.findByText('#15');
    const line = suffix.parentElement!;
    expect(line.className.split(' ')).toEqual(expect.arrayContaining(['flex', 'whitespace-nowrap']));
    expect(suffix.className.split(' ')).toContain('shrink-0');
    const shown = screen.getByText(name);
    expect(shown.parentElement).toBe(line);
    expect(shown.className.split(' ')).toContain('truncate');
    expect(shown.getAttribute('title')).toBe(name);
  });

  it("marks a suspended member's granted key 회원 정지 rather than 활성", async () => {
    const row = { buyerName: '김데모', creationDate: '2026-11-26T00:00:00.000Z', expirationDate: null, macAddress1: null, macAddress2: null, productNumber: 15, productName: '상품', useStatus: 'GRANTED', useState: 'inactive' as const, revoked: false, issuedByAdmin: false };
    mockFetch(() => [
      { ...row, id: 8, hashKey: 'AWK3-AAAA-BBBB-CCCC-EEEE', memberSuspended: true },
      { ...row, id: 9, hashKey: 'AWK3-AAAA-BBBB-CCCC-FFFF', useStatus: 'EXPIRED', memberSuspended: true },
    ]);
    renderWithProviders(<KeyList />, { session: admin });
    const badge = await screen.findByText('회원 정지');
    expect(badge.getAttribute('title')).toBe('회원이 정지되어 이 키로 인증할 수 없습니다.');
    // An ended key of a suspended member is just 비활성: suspension changes nothing about it.
    expect(screen.getAllByText('회원 정지')).toHaveLength(1);
    expect(screen.getAllByText('비활성').some((el) => el.closest('tbody'))).toBe(true);
    // …and says which kind of inactive: expired, not merely unused.
    expect(screen.getAllByText('만료').some((el) => el.closest('tbody'))).toBe(true);
  });

  it('says 회수됨 of a key taken back with its cancelled order, not 구독 해지', async () => {
    const row = { buyerName: '김데모', creationDate: '2026-11-26T00:00:00.000Z', expirationDate: null, macAddress1: null, macAddress2: null, productNumber: 15, productName: '상품', useState: 'inactive' as const, memberSuspended: false };
    mockFetch(() => [
      { ...row, id: 10, hashKey: 'AWK3-AAAA-BBBB-CCCC-GGGG', useStatus: 'UNSUBSCRIPTION', revoked: true, issuedByAdmin: false },
      { ...row, id: 11, hashKey: 'AWK3-AAAA-BBBB-CCCC-HHHH', useStatus: 'EXPIRED', revoked: false, issuedByAdmin: false },
    ]);
    renderWithProviders(<KeyList />, { session: admin });
    expect((await screen.findAllByText('회수됨')).some((el) => el.closest('tbody'))).toBe(true);
    expect(screen.queryAllByText('구독 해지').filter((el) => el.closest('tbody'))).toEqual([]);
    expect(screen.getAllByText('만료').some((el) => el.closest('tbody'))).toBe(true);
  });

  it('offers to take back only a live key made here, and takes it back with the reason given, shown at once', async () => {
    const user = userEvent.setup();
    const row = { buyerName: '오프라인 고객', creationDate: '2026-11-26T00:00:00.000Z', expirationDate: null, macAddress1: null, macAddress2: null, productNumber: 15, productName: '상품', useStatus: 'GRANTED', useState: 'active' as const, memberSuspended: false };
    let revoked = false;
    const posts: [string, unknown][] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push([url.pathname, JSON.parse(String(init.body))]);
        revoked = true;
        return { message: '라이선스 키를 회수했습니다. 이 키로는 더 이상 프로그램을 사용할 수 없습니다.', id: 12 };
      }
      return [
        { ...row, id: 12, hashKey: 'AWK3-AAAA-BBBB-CCCC-JJJJ', issuedByAdmin: true, revoked, ...(revoked ? { useStatus: 'UNSUBSCRIPTION', useState: 'inactive' } : {}) },
        { ...row, id: 13, hashKey: 'AWK3-AAAA-BBBB-CCCC-KKKK', issuedByAdmin: false, revoked: false },
      ];
    });
    renderWithProviders(<KeyList />, { session: admin });
    const takeBack = await screen.findByRole('button', { name: 'AWK3-AAAA-BBBB-CCCC-JJJJ 회수' });
    // A bought key goes back with its order's cancel: no button.
    expect(screen.queryByRole('button', { name: 'AWK3-AAAA-BBBB-CCCC-KKKK 회수' })).toBeNull();

    await user.click(takeBack);
    await user.click(within(await findDialog('오프라인 고객님에게 발급한 키를 회수할까요?')).getByRole('button', { name: '취소' }));
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'AWK3-AAAA-BBBB-CCCC-JJJJ 회수' }));
    const dialog = await findDialog('되돌릴 수 없습니다');
    await user.type(within(dialog).getByLabelText(/회수 사유/), '  잘못 발급함 ');
    await user.click(within(dialog).getByRole('button', { name: '회수' }));
    expect(posts).toEqual([['/api/admin/subscriptions/12/revoke', { reason: '잘못 발급함' }]]);
    // Taken back in the list with nothing to dismiss first.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'AWK3-AAAA-BBBB-CCCC-JJJJ 회수' })).toBeNull());
    expect((await screen.findAllByText('회수됨')).some((el) => el.closest('tbody'))).toBe(true);
    expect([...document.querySelectorAll('dialog')].filter((d) => d.open)).toEqual([]);
  });

  it('asks once and deletes a MAC once for a double click', async () => {
    const user = userEvent.setup();
    const mac = '02:00:00:00:00:02';
    const spy = mockFetch((_url, init) =>
      init?.method === 'DELETE'
        ? { result: 'success', message: 'MAC 주소가 삭제되었습니다.', slot: 2 }
        : [{ id: 5, buyerName: '홍길동', hashKey: 'AWK3-ABCD-EFGH-JKLM-7QZP', creationDate: '2026-11-01T00:00:00Z', expirationDate: null, macAddress1: null, macAddress2: mac, productNumber: 3, productName: '상품', useStatus: 'GRANTED', useState: 'active', memberSuspended: false, revoked: false, issuedByAdmin: false }],
    );
    const deletes = () => spy.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderWithProviders(<KeyList />, { session: admin });
    const button = (await screen.findByRole('button', { name: `${mac} 삭제` })) as HTMLButtonElement;
    doubleClick(button);
    await user.click(within(await findDialog('MAC 주소를 삭제하시겠습니까?')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    // The next modal is the result, not a second Yes/No.
    await user.click(within(await findDialog('MAC 주소가 삭제되었습니다.')).getByRole('button', { name: '확인' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(deletes()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads an unknown filter in the address as 전체', async () => {
    mockFetch(() => []);
    renderWithProviders(<KeyList />, { session: admin, route: '/admin?filter=bogus' });
    await screen.findByText('라이선스 키가 없습니다.');
    expect(screen.getByRole('radio', { name: '전체' }).getAttribute('aria-checked')).toBe('true');
  });

  it('lands on the list when the link asks for it (#key-list-title), and only then', async () => {
    mockFetch(() => []);
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const first = renderWithProviders(<KeyList />, { session: admin, route: '/admin?filter=expiring#key-list-title' });
    await screen.findByText(/만료되는 사용 중인 키가 없습니다/);
    expect(scrolled).toEqual(['key-list-title']);
    first.unmount();
    renderWithProviders(<KeyList />, { session: admin, route: '/admin?filter=expiring' });
    await screen.findByText(/만료되는 사용 중인 키가 없습니다/);
    expect(scrolled).toEqual(['key-list-title']);
  });
});
