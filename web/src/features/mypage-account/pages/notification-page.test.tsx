import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NotificationPage } from './notification-page.tsx';

afterEach(() => vi.restoreAllMocks());

const preference = { emailOptIn: true, smsOptIn: false, marketingOptIn: true, emailUpdatedAt: '2026-11-20T03:00:00Z', smsUpdatedAt: '2026-11-01T03:00:00Z', marketingUpdatedAt: '2026-11-01T03:00:00Z' };

describe('NotificationPage', () => {
  it('shows each channel and the ad consent as the server holds them (store.md §3 field names)', async () => {
    mockFetch((url) => (url.pathname === '/api/notification' ? { notificationPreference: preference } : undefined));
    renderWithProviders(<NotificationPage />, { session: member });
    expect((await screen.findByRole('switch', { name: '이메일 알림' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'SMS 알림' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('ad-consent-state').textContent).toBe('수신 동의');
  });
});
