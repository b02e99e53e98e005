import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CHANNEL_URL, SUPPORT_HOURS } from '@store/shared';
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
});
