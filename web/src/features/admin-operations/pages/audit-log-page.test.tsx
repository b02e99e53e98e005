import { screen, within } from '@testing-library/react';
import type { AuditLogEntry } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminAuditLogPage } from './audit-log-page.tsx';

const entry = (id: number, action: string, targetType: string, targetId: string | null, before: unknown, after: unknown): AuditLogEntry => ({
  id,
  action,
  targetType,
  targetId,
  actorMemberId: 1,
  actorLoginId: 'admin',
  actorName: '관리자',
  before,
  after,
  ip: '127.0.0.1',
  createdAt: '2026-11-22T05:05:00.000Z',
});

const content = [
  entry(1, 'settings.update', 'app_settings', 'site', { depositDeadlineDays: 3 }, { depositDeadlineDays: 5, bankAccount: { bank: '국민', holder: '오토웍스' } }),
  entry(2, 'license.activate', 'subscription', '9', null, { slot: 1, macAddress: '02:00:00:00:00:01', machineId: null, useStatus: 'GRANTED', expireAt: '2026-12-22T05:05:00.000Z' }),
  entry(3, 'order.cancel.admin', 'order', '4', { status: 'COMPLETE' }, { status: 'CANCEL', reason: '고객 요청', refundAmount: 24000, pointShortfall: 0 }),
  entry(4, 'report.export', 'report', null, null, { format: 'csv' }),
];
const actions = ['coupon.create', 'coupon.issue', 'item.update', 'license.activate.refused', 'settings.main-page.update', 'subscription.reveal', 'report.export'];

afterEach(() => vi.restoreAllMocks());

async function renderLog() {
  mockFetch(() => ({ page: 1, size: 30, totalElements: content.length, totalPages: 1, totalCapped: false, content, actions }));
  renderWithProviders(<AdminAuditLogPage />, { route: '/admin/audit-log' });
  return within(await screen.findByRole('region', { name: '감사 로그' }));
}

const cellsOf = (table: ReturnType<typeof within>, id: number) => within(table.getAllByRole('row')[id]!).getAllByRole('cell').map((c) => c.textContent);

describe('AdminAuditLogPage', () => {
  it('names actions, targets and changed values in Korean, with Seoul times', async () => {
    const table = await renderLog();
    const [, , settingsAction, settingsTarget, settingsBefore, settingsAfter] = cellsOf(table, 1);
    expect([settingsAction, settingsTarget, settingsBefore]).toEqual(['사이트 설정 변경', '사이트 설정 · 기본 정보', '입금 기한(일): 3']);
    expect(settingsAfter).toBe('입금 기한(일): 5\n입금 계좌: (은행: 국민, 예금주: 오토웍스)');

    const [, , licenseAction, licenseTarget, , licenseAfter] = cellsOf(table, 2);
    expect([licenseAction, licenseTarget]).toEqual(['PC 등록', '라이선스 키 #9']);
    expect(licenseAfter).toBe('PC 칸: 1\nMAC 주소: 02:00:00:00:00:01\nPC 식별값: -\n사용 상태: 사용 중\n만료: 2026.12.22 14:05');

    const [, , cancelAction, , cancelBefore, cancelAfter] = cellsOf(table, 3);
    expect([cancelAction, cancelBefore]).toEqual(['관리자 주문 취소', '상태: 결제 완료']);
    expect(cancelAfter).toBe('상태: 취소 완료\n사유: 고객 요청\n환불 금액: 24,000원\n회수하지 못한 포인트: 0P');
  });

  it('shows an action it has no name for as "기타 작업" with its code', async () => {
    const table = await renderLog();
    expect(cellsOf(table, 4).slice(2, 4)).toEqual(['기타 작업 (report.export)', 'report']);
  });

  it('offers the recorded actions and the target types in Korean in the filters', async () => {
    await renderLog();
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    expect(options('작업')).toEqual(['전체', '쿠폰 생성', '쿠폰 발급', '상품 수정', 'PC 등록 거부', '메인 페이지 변경', '라이선스 키 사용 시작', '기타 작업 (report.export)']);
    expect(options('대상')).toContain('사이트 설정');
    expect(within(screen.getByLabelText('대상')).getByRole('option', { name: '사이트 설정' }).getAttribute('value')).toBe('app_settings');
  });
});
