import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

const fillOf = (label: string) => screen.getByRole('img', { name: label }).querySelector('stop')!.getAttribute('offset');

describe('StarRating', () => {
  it('reads out the score and fills whole stars and a half star, gaps included', () => {
    render(
      <>
        <StarRating value={4.6} />
        <StarRating value={3} size="lg" />
        <StarRating value={0} />
      </>,
    );
    // 4.6 shows 4½ stars: four 27-unit tiles and half of a 24-unit star, of 132 units.
    expect(fillOf('5점 만점에 4.6점')).toBe(`${((4 * 27 + 12) / 132) * 100}%`);
    expect(fillOf('5점 만점에 3점')).toBe(`${((3 * 27) / 132) * 100}%`);
    expect(fillOf('5점 만점에 0점')).toBe('0%');
  });

  it('gives each rating its own gradient', () => {
    render(
      <>
        <StarRating value={1} />
        <StarRating value={5} />
      </>,
    );
    const ids = [...document.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
    for (const path of document.querySelectorAll('path')) expect(ids).toContain(/url\(#(.+)\)/.exec(path.getAttribute('fill')!)![1]);
  });
});
