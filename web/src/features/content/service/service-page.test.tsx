import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_INFO, CHAT_CHANNEL_URL, DEFAULT_MAIN_PAGE, SUPPORT_HOURS } from '@store/shared';
import { siteSettingsKey } from '../../../lib/site.ts';
import { setPlatform } from '../../../lib/platform/index.ts';
import { webPlatform } from '../../../lib/platform/web.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ServicePage } from './service-page.tsx';

describe('ServicePage', () => {
  afterEach(() => setPlatform(webPlatform));

  it('opens the chat channel through the platform (a new tab on the web)', async () => {
    const openExternal = vi.fn();
    setPlatform({ ...webPlatform, openExternal });
    renderRoute(<ServicePage />);
    await userEvent.click(screen.getByRole('button', { name: /카카오톡 채널로 상담하기/ }));
    expect(openExternal).toHaveBeenCalledWith(CHAT_CHANNEL_URL);
  });

  it('offers a tel: link, the e-mail address and the support hours', () => {
    renderRoute(<ServicePage />);
    expect(screen.getByRole('link', { name: /전화 걸기/ }).getAttribute('href')).toBe('tel:0212345678');
    expect(screen.getByRole('link', { name: 'help@autoworks.kr' }).getAttribute('href')).toBe('mailto:help@autoworks.kr');
    expect(screen.getAllByText(SUPPORT_HOURS.chatAndPhone, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText(SUPPORT_HOURS.office)).toBeTruthy();
  });

  it('prints the hours, phone and chat channel the admin saved', async () => {
    const openExternal = vi.fn();
    setPlatform({ ...webPlatform, openExternal });
    const saved = {
      business: { ...BUSINESS_INFO, phone: '1588-1234' },
      supportHours: { ...SUPPORT_HOURS, office: '평일 10:00 - 19:00', customRequestReply: '영업일 3일 이내 답변' },
      chatChannelUrl: 'https://pf.kakao.com/_saved',
      mainPage: DEFAULT_MAIN_PAGE,
    };
    renderRoute(<ServicePage />, { cached: [[siteSettingsKey, saved]] });
    expect(screen.getByText('평일 10:00 - 19:00')).toBeTruthy();
    expect(screen.queryByText(SUPPORT_HOURS.office)).toBeNull();
    expect(screen.getByRole('link', { name: /전화 걸기/ }).getAttribute('href')).toBe('tel:15881234');
    expect(screen.getAllByText('영업일 3일 이내 답변', { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /카카오톡 채널로 상담하기/ }));
    expect(openExternal).toHaveBeenCalledWith('https://pf.kakao.com/_saved');
  });
});
