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

  it('does not close on a click inside it', () => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.click(screen.getByText('입금을 확인할까요?'), { detail: 1 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
