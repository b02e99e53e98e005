import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHANGE_PREVIEW_CHARS, ChangeValues } from './change-values.tsx';

describe('ChangeValues', () => {
  it('shows a short change whole, key by key', () => {
    render(<ChangeValues value={{ status: 'COMPLETE' }} targetType="order" />);
    expect(screen.getByText(/^상태: /)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('writes won and points as the rest of the admin does, with thousands separated', () => {
    render(<ChangeValues value={{ points: 10204, delta: -1500, refundAmount: 24000 }} targetType="member" />);
    const text = document.querySelector('pre')!.textContent!;
    expect(text).toContain('포인트: 10,204P');
    expect(text).toContain('조정 포인트: -1,500P');
    expect(text).toContain('24,000원');
  });

  it('shows the start of a long one with 전체 보기, which opens and folds it', async () => {
    const answer = '가'.repeat(2000);
    render(<ChangeValues value={{ answer }} targetType="qna" />);
    const shown = () => document.querySelector('pre')!.textContent!;
    expect(shown().length).toBe(CHANGE_PREVIEW_CHARS + 1);
    expect(shown().endsWith('…')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /^전체 보기/ }));
    expect(shown()).toContain(answer);
    await userEvent.click(screen.getByRole('button', { name: '접기' }));
    expect(shown().length).toBe(CHANGE_PREVIEW_CHARS + 1);
  });
});
