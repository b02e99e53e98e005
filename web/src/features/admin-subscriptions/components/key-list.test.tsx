import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { KeyList } from './key-list.tsx';

const admin = { status: 'authenticated' as const, role: 'ADMIN' as const, loginId: 'admin' };

afterEach(() => vi.restoreAllMocks());

describe('KeyList', () => {
  it('stops the search at the server limit of 100 characters', () => {
    mockFetch(() => []);
    renderWithProviders(<KeyList />, { session: admin });
    expect(screen.getByLabelText('구독 키 검색').getAttribute('maxlength')).toBe('100');
  });

  it("shows the server's reason when the list is refused", async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url.searchParams.has('search') ? jsonResponse(400, { message: '검색어는 100자 이하로 입력해 주세요.' }) : []));
    renderWithProviders(<KeyList />, { session: admin });
    await screen.findByText('구독 키가 없습니다.');
    await user.type(screen.getByLabelText('구독 키 검색'), 'AWK3');
    expect((await screen.findByRole('alert')).textContent).toContain('검색어는 100자 이하로 입력해 주세요.');
    expect(screen.queryByText('구독 데이터를 불러오지 못했습니다.')).toBeNull();
  });
});
