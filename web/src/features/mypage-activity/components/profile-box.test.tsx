import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GRADE_LABELS, GRADE_RANGES } from '@store/shared';
import { renderWithProviders } from '../../../test/render.tsx';
import { profile } from '../test/fixtures.ts';
import { ProfileBox } from './profile-box.tsx';

describe('ProfileBox grade ranges', () => {
  const toggle = () => screen.getByRole('button', { name: /회원 등급/ });
  const ranges = () => screen.queryByText('등급별 누적 구매 금액');

  it('lists every grade in a box that does not clip what opens over its edge', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileBox profile={profile()} />);
    await user.click(toggle());
    for (const range of GRADE_RANGES) expect(screen.getByText(GRADE_LABELS[range.grade])).toBeTruthy();
    // happy-dom lays nothing out: the class is what clipped the last rows in a browser.
    expect(screen.getByRole('region', { name: '내 정보 요약' }).className).not.toContain('overflow-hidden');
  });

  it('closes on Escape, focus back on its button, and on a press outside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProfileBox profile={profile()} />
        <p>바깥</p>
      </>,
    );
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(ranges()).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.click(screen.getByText('등급별 누적 구매 금액')); // inside: stays
    expect(ranges()).not.toBeNull();
    await user.click(screen.getByText('바깥'));
    expect(ranges()).toBeNull();

    await user.click(toggle());
    await user.click(toggle()); // its own button toggles it once, not closed and reopened
    expect(ranges()).toBeNull();
  });
});
