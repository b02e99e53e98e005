import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoreButton } from './more-button.tsx';

describe('MoreButton', () => {
  it('reads on click, and is busy while it reads', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<MoreButton label="리뷰 더보기 (23)" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: '리뷰 더보기 (23)' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<MoreButton label="리뷰 더보기 (23)" onClick={onClick} loading />);
    const button = screen.getByRole('button', { name: '리뷰 더보기 (23)' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('says why the last click read nothing, and stays to be tried again', () => {
    render(<MoreButton label="더보기" onClick={vi.fn()} error="잠시 후 다시 시도해 주세요." />);
    expect(screen.getByRole('alert').textContent).toBe('잠시 후 다시 시도해 주세요.');
    expect((screen.getByRole('button', { name: '더보기' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('comes in the small size of a my page card', () => {
    render(<MoreButton label="더보기" onClick={vi.fn()} size="sm" />);
    expect(screen.getByRole('button', { name: '더보기' }).className).toContain('h-9');
  });
});
