import { screen } from '@testing-library/react';
import { type ApplicationDetail, CUSTOM_REQUEST_MESSAGES } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { COPY } from '../messages.ts';
import { CustomOrderDetailPage } from './custom-order-pages.tsx';

afterEach(() => vi.restoreAllMocks());

const application: ApplicationDetail = {
  applicationId: 3,
  applicationArticleId: 3,
  applyCustomProductId: 3,
  title: '블로그 예약 발행 도우미 제작 문의',
  submitDate: '2026-11-20T01:00:00.000Z',
  updateDate: '2026-11-21T01:00:00.000Z',
  applicationNumber: 'CR-20261120-0001',
  articleStatus: 'WAITING',
  name: '김구매',
  email: 'buyer@example.kr',
  phoneNumber: '01012345678',
  content: '정해진 시간에 글을 올리는 프로그램이 필요합니다.',
  fileNames: '',
  files: [],
  closingReason: null,
  notices: [],
};

const open = (body: ApplicationDetail) => {
  mockFetch(() => body);
  renderWithProviders(<CustomOrderDetailPage />, { session: member, route: '/mypage/custom-order/3', path: '/mypage/custom-order/:applicationArticleId' });
};

describe('CustomOrderDetailPage', () => {
  it('shows the reason a rejected application was given', async () => {
    open({ ...application, articleStatus: 'REJECTED', closingReason: '요청하신 기능은 현재 제작이 어렵습니다.' });
    expect((await screen.findByText('반려 사유')).parentElement!.textContent).toBe('반려 사유요청하신 기능은 현재 제작이 어렵습니다.');
  });

  it('shows what the store told the applicant along the way, the closing reason once (above)', async () => {
    open({
      ...application,
      articleStatus: 'REJECTED',
      closingReason: '예산 범위를 넘습니다.',
      notices: [
        { status: 'ACCEPTED', note: '전화로 상담했습니다. 견적서를 메일로 보내 드렸습니다.', createdAt: '2026-11-21T01:00:00.000Z' },
        { status: 'REJECTED', note: '예산 범위를 넘습니다.', createdAt: '2026-11-22T01:00:00.000Z' },
      ],
    });
    const section = (await screen.findByRole('heading', { name: /진행 안내/ })).closest('section')!;
    expect(section.querySelectorAll('li')).toHaveLength(1);
    expect(section.textContent).toContain('상담 완료');
    expect(section.textContent).toContain('전화로 상담했습니다. 견적서를 메일로 보내 드렸습니다.');
    expect(screen.getAllByText('예산 범위를 넘습니다.')).toHaveLength(1);
  });

  it('shows each file’s size as the upload form did: a small file in bytes, not rounded up to 1KB', async () => {
    open({ ...application, fileNames: 'f1,f2', files: [{ fileId: 'f1', originalName: '메모.txt', size: 98 }, { fileId: 'f2', originalName: '화면.png', size: 1536 }] });
    expect(await screen.findByText('98 B')).toBeTruthy();
    expect(screen.getByText('1.5 KB')).toBeTruthy();
  });

  it('shows no reason while the application is open', async () => {
    open(application);
    await screen.findByText('CR-20261120-0001');
    expect(screen.queryByText('반려 사유')).toBeNull();
    expect(screen.queryByText('취소 사유')).toBeNull();
    expect(screen.queryByRole('heading', { name: /진행 안내/ })).toBeNull();
  });

  it('says a shown application cannot be edited', async () => {
    open(application);
    await screen.findByText('CR-20261120-0001');
    expect(screen.getByText(COPY.readOnly)).toBeTruthy();
  });
});

describe('CustomOrderDetailPage not found', () => {
  const path = '/mypage/custom-order/:applicationArticleId';

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999'])('says /mypage/custom-order/%s is not there, without asking the server or offering to retry', async (id) => {
    const spy = mockFetch(() => application);
    renderWithProviders(<CustomOrderDetailPage />, { session: member, route: `/mypage/custom-order/${id}`, path });
    expect(await screen.findByText(CUSTOM_REQUEST_MESSAGES.applicationNotFound)).toBeTruthy();
    expect(screen.queryByText(/불러오지 못했습니다/)).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    // "cannot be edited" speaks of an application, and none is shown.
    expect(screen.queryByText(COPY.readOnly)).toBeNull();
    expect(fetchedPaths(spy)).toEqual([]);
  });

  it('reads the same for an application the server does not know (or not the member’s)', async () => {
    mockFetch(() => jsonResponse(404, { message: CUSTOM_REQUEST_MESSAGES.applicationNotFound }));
    renderWithProviders(<CustomOrderDetailPage />, { session: member, route: '/mypage/custom-order/404', path });
    expect(await screen.findByText(CUSTOM_REQUEST_MESSAGES.applicationNotFound)).toBeTruthy();
    expect(screen.queryByText(COPY.readOnly)).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
