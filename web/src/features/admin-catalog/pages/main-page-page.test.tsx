import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_SECTION_KEYS, type MainPageSettings } from '@store/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDialog, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MainPagePage } from './main-page-page.tsx';

afterEach(() => vi.restoreAllMocks());

const settings: MainPageSettings = {
  hero: { title: '업무 자동화, 오토웍스', subtitle: '반복 업무를 프로그램에 맡기세요.', buttonLabel: '상품 보기', imageFileName: null },
  sections: HOME_SECTION_KEYS.map((key) => ({ key, enabled: true })),
  updatedAt: '2026-12-01T00:00:00.000Z',
};

function serve(initial: MainPageSettings = settings) {
  const puts: MainPageSettings[] = [];
  mockFetch((_url, init) => {
    if (init?.method !== 'PUT') return initial;
    const body = JSON.parse(String(init.body)) as MainPageSettings;
    puts.push(body);
    return { ...body, updatedAt: '2026-12-02T00:00:00.000Z' };
  });
  renderWithProviders(<MainPagePage />, { route: '/admin/main-page' });
  return puts;
}

const save = () => userEvent.click(screen.getByRole('button', { name: '메인 페이지 저장' }));
const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('MainPagePage', () => {
  it('saves the sections in the order arranged and as ticked, and leaving asks only until then', async () => {
    const puts = serve();
    await userEvent.click(await screen.findByRole('button', { name: '신상품 위로' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /할인 상품/ }));
    expect(leaving()).toBe(true);
    await save();
    await vi.waitFor(() => expect(puts).toHaveLength(1), { timeout: 5000 });
    expect(puts[0]!.sections).toEqual([
      { key: 'best', enabled: true },
      { key: 'new', enabled: true },
      { key: 'reviews', enabled: true },
      { key: 'discounted', enabled: false },
      { key: 'manualPromo', enabled: true },
      { key: 'companyIntro', enabled: true },
    ]);
    expect(puts[0]!.updatedAt).toBe(settings.updatedAt);
    expect(await screen.findByText('설정이 저장되었습니다.')).toBeTruthy();
    expect(leaving()).toBe(false);
  });

  it('asks before saving a home page with no section, and saves nothing when the admin backs out', async () => {
    const puts = serve();
    for (const box of await screen.findAllByRole('checkbox')) await userEvent.click(box);
    await save();
    const ask = await findDialog('표시할 섹션을 하나도 고르지 않았습니다.');
    await userEvent.click(within(ask).getByRole('button', { name: '취소' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(puts).toEqual([]);

    await save();
    await userEvent.click(within(await findDialog('홈 화면에 배너만 보이게 됩니다.')).getByRole('button', { name: '이대로 저장' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1), { timeout: 5000 });
    expect(puts[0]!.sections.every((s) => !s.enabled)).toBe(true);
  });

  it('asks nothing while one section still shows', async () => {
    const puts = serve({ ...settings, sections: settings.sections.map((s) => ({ ...s, enabled: s.key === 'best' })) });
    await screen.findByRole('checkbox', { name: /베스트 상품/ });
    await save();
    await vi.waitFor(() => expect(puts).toHaveLength(1), { timeout: 5000 });
    expect(document.querySelector('dialog[open]')).toBeNull();
  });
});
