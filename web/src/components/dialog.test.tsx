import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

function open(onClose: () => void) {
  render(
    <Dialog open onClose={onClose} title="입금 확인">
      입금을 확인할까요?
    </Dialog>,
  );
  return screen.getByRole('dialog', { hidden: true });
}

describe('Dialog', () => {
  it('closes on a click on its backdrop', () => {
    const onClose = vi.fn();
    fireEvent.click(open(onClose), { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open for the second click of the double click that opened it', () => {
    const onClose = vi.fn();
    fireEvent.click(open(onClose), { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts on its first field to type in, not on the close button', () => {
    render(
      <Dialog open onClose={() => {}} title="비밀번호 변경">
        <label>
          <input type="checkbox" /> 동의
        </label>
        <input aria-label="현재 비밀번호" type="password" />
        <input aria-label="새 비밀번호" type="password" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('현재 비밀번호'));
  });

  it('does not close on a click inside it', () => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.click(screen.getByText('입금을 확인할까요?'), { detail: 1 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
