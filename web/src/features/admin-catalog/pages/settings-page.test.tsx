import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_INFO, CHAT_CHANNEL_URL, SUPPORT_HOURS, type SiteSettings } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.restoreAllMocks());

const settings: SiteSettings = {
  business: BUSINESS_INFO,
  supportHours: SUPPORT_HOURS,
  chatChannelUrl: CHAT_CHANNEL_URL,
  bankAccount: { bank: '국민은행', accountNumber: '123456-01-234567', holder: '주식회사 오토웍스' },
  depositDeadlineDays: 3,
  pointEarnRatePercent: 1,
  updatedAt: '2026-11-29T06:00:00.000Z',
};

const hintOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('SettingsPage', () => {
  it('explains the number formats instead of printing a bare sample under the saved number', async () => {
    renderWithProviders(<SettingsPage />, { session: { status: 'authenticated', role: 'ADMIN', loginId: 'admin' }, cached: [[['admin', 'settings'], settings]] });
    expect(((await screen.findByLabelText('사업자등록번호')) as HTMLInputElement).value).toBe(BUSINESS_INFO.registrationNumber);
    expect(hintOf('사업자등록번호')).toBe('하이픈(-)을 넣어 입력합니다. 예: 123-45-67890');
    expect(hintOf('대표전화')).toBe('하이픈(-)을 넣어 입력합니다. 예: 02-1234-5678');
    expect(hintOf('사업자등록번호')).not.toBe(BUSINESS_INFO.registrationNumber);
  });

  it('saves with the version it loaded, so a save over another admin\'s newer one is refused', async () => {
    const puts: unknown[] = [];
    mockFetch((_url, init) => {
      if (init?.method !== 'PUT') return settings;
      puts.push(JSON.parse(String(init.body)));
      return { ...settings, updatedAt: '2026-11-29T07:00:00.000Z' };
    });
    renderWithProviders(<SettingsPage />, { session: { status: 'authenticated', role: 'ADMIN', loginId: 'admin' }, cached: [[['admin', 'settings'], settings]] });
    await userEvent.click(await screen.findByRole('button', { name: '설정 저장' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1), { timeout: 5000 });
    expect(puts[0]).toMatchObject({ updatedAt: settings.updatedAt });
  });

  it('asks before leaving what was typed, until it is saved', async () => {
    mockFetch((_url, init) => (init?.method === 'PUT' ? { ...settings, depositDeadlineDays: 5, updatedAt: '2026-11-29T07:00:00.000Z' } : settings));
    renderWithProviders(<SettingsPage />, { session: { status: 'authenticated', role: 'ADMIN', loginId: 'admin' }, cached: [[['admin', 'settings'], settings]] });
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const days = (await screen.findByLabelText(/입금 기한/)) as HTMLInputElement;
    expect(leaving()).toBe(false);
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    expect(leaving()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '설정 저장' }));
    expect(await screen.findByText('설정이 저장되었습니다.', {}, { timeout: 5000 })).toBeTruthy();
    expect(leaving()).toBe(false);
  });
});
