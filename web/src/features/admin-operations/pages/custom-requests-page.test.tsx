import { screen, within } from '@testing-library/react';
import type { AdminApplicationListResponse, AdminApplicationRow } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminCustomRequestsPage } from './custom-requests-page.tsx';

const row = (id: number, over: Partial<AdminApplicationRow> = {}): AdminApplicationRow => ({
  applicationId: id,
  applicationArticleId: id,
  applyCustomProductId: id,
  title: `주문 엑셀 정리 프로그램 ${id}`,
  submitDate: '2026-11-25T16:03:00.000Z',
  updateDate: '2026-11-25T16:03:00.000Z',
  applicationNumber: `CR-20261126-000${id}`,
  articleStatus: 'WAITING',
  name: '김사장',
  email: 'kim@example.kr',
  phoneNumber: '01012345678',
  content: '매일 아침 주문을 정리합니다.',
  fileNames: '',
  memberLoginId: null,
  fileCount: 0,
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminCustomRequestsPage', () => {
  it('links both the number and the title of each application to its detail, one link in each cell', async () => {
    const content = [row(2), row(1)];
    mockFetch(() => ({ page: 1, size: 20, totalElements: 2, totalPages: 1, totalCapped: false, content }) satisfies AdminApplicationListResponse);
    renderWithProviders(<AdminCustomRequestsPage />, { route: '/admin/custom-requests' });

    const title = await screen.findByRole('link', { name: '주문 엑셀 정리 프로그램 2' });
    expect(title.getAttribute('href')).toBe('/admin/custom-requests/2');
    expect(screen.getByRole('link', { name: 'CR-20261126-0002' }).getAttribute('href')).toBe('/admin/custom-requests/2');
    expect(screen.getByRole('link', { name: '주문 엑셀 정리 프로그램 1' }).getAttribute('href')).toBe('/admin/custom-requests/1');
    // No link inside another: each cell holds exactly one.
    for (const link of screen.getAllByRole('link')) expect(within(link).queryAllByRole('link')).toEqual([]);
    expect(within(title.closest('td')!).getAllByRole('link')).toHaveLength(1);
  });
});
