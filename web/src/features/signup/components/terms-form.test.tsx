import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog, isChecked, renderRoute } from '../../../test/render.tsx';
import { signupFormAtom } from '../state.ts';
import { TermsForm } from './terms-form.tsx';

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<TermsForm />, { path: '/signup', routes: [{ path: '/signup/account-info', element: <h1>계정 정보</h1> }] });
  const box = (name: RegExp) => screen.getByRole('checkbox', { name });
  return {
    user,
    ...view,
    all: () => box(/약관에 모두 동의합니다/),
    service: () => box(/서비스 이용약관/),
    privacy: () => box(/개인정보 수집 및 이용/),
    marketing: () => box(/마케팅 정보 수신/),
    next: () => screen.getByRole('button', { name: '다음' }),
  };
}

describe('TermsForm', () => {
  it('ticks and unticks all three items with agree-to-all', async () => {
    const t = setup();
    await t.user.click(t.all());
    expect([t.service(), t.privacy(), t.marketing()].every(isChecked)).toBe(true);
    await t.user.click(t.all());
    expect([t.service(), t.privacy(), t.marketing()].some(isChecked)).toBe(false);
  });

  it('checks agree-to-all only when the optional item is ticked too', async () => {
    const t = setup();
    await t.user.click(t.service());
    await t.user.click(t.privacy());
    expect(isChecked(t.all())).toBe(false);
    await t.user.click(t.marketing());
    expect(isChecked(t.all())).toBe(true);
    await t.user.click(t.marketing());
    expect(isChecked(t.all())).toBe(false);
  });

  it('looks grey until both required items are ticked, and alerts instead of moving on', async () => {
    const t = setup();
    await t.user.click(t.service());
    expect(t.next().className).toContain('bg-line');
    await t.user.click(t.next());
    await findDialog('필수 약관에 모두 동의해 주세요.');
    expect(t.router.state.location.pathname).toBe('/signup');
  });

  it('saves the marketing choice and goes to account info', async () => {
    const t = setup();
    await t.user.click(t.service());
    await t.user.click(t.privacy());
    expect(t.next().className).toContain('bg-brand-600');
    await t.user.click(t.next());
    expect(t.router.state.location.pathname).toBe('/signup/account-info');
    expect(t.store.get(signupFormAtom)).toMatchObject({ termsAgreed: true, privacyAgreed: true, marketingOptIn: false });
  });

  it('shows a summary when a chevron is opened', async () => {
    const t = setup();
    const chevron = screen.getByRole('button', { name: '마케팅 정보 수신 내용 보기' });
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
    await t.user.click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/마이페이지에서 언제든지 변경할 수 있습니다/).closest('[hidden]')).toBeNull();
  });
});
