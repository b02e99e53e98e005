import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewCarousel } from './review-carousel.tsx';
import { SAMPLE_REVIEWS } from './sample-reviews.ts';

const shown = () => screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-hidden') !== 'true').map((slide) => slide.getAttribute('aria-label'));

describe('ReviewCarousel', () => {
  it('shows a window of reviews, steps it both ways around the end, and pauses on request', async () => {
    const user = userEvent.setup();
    render(<ReviewCarousel reviews={SAMPLE_REVIEWS} />);
    const count = SAMPLE_REVIEWS.length;
    const size = shown().length;
    const from = (first: number) => Array.from({ length: size }, (_, i) => `${first + i} / ${count}`);
    expect(size).toBeLessThan(count);
    expect(shown()).toEqual(from(1));
    await user.click(screen.getByRole('button', { name: '다음 후기' }));
    expect(shown()).toEqual(from(2));
    await user.click(screen.getByRole('button', { name: '이전 후기' }));
    await user.click(screen.getByRole('button', { name: '이전 후기' }));
    expect(shown()).toEqual(from(count - size + 1));
    await user.click(screen.getByRole('button', { name: '다음 후기' }));
    expect(shown()).toEqual(from(1));
    await user.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    expect(screen.getByRole('button', { name: '자동 넘김 시작' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("keeps its controls out of the chat button's column on a phone, beside the eyebrow", () => {
    render(<ReviewCarousel reviews={SAMPLE_REVIEWS} />);
    const controls = screen.getByRole('button', { name: '다음 후기' }).parentElement!;
    expect(controls.className.split(' ')).toEqual(expect.arrayContaining(['row-start-1', 'with-floating-button:max-sm:mr-12', 'sm:row-span-2']));
    expect(screen.getByRole('heading', { level: 2 }).className.split(' ')).toContain('col-span-2');
  });
});
