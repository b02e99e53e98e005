import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '../../../../test/render.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { stepIndex } from './review-carousel.tsx';

describe('CategoryTiles', () => {
  it('opens /products with the category as navigation state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryTiles />, { route: '/', path: '/' });
    expect(screen.getAllByRole('button')).toHaveLength(6);
    for (const name of ['베스트', '신상품', '할인', 'N사', 'K사', '기타']) expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'K사' }));
    expect(currentLocation()?.pathname).toBe('/products');
    expect(currentLocation()?.state).toEqual({ category: 'KCOMPANY' });
  });
});

describe('review carousel stepping', () => {
  it('wraps from the last position to the first and back', () => {
    expect(stepIndex(0, 5, 1)).toBe(1);
    expect(stepIndex(5, 5, 1)).toBe(0);
    expect(stepIndex(0, 5, -1)).toBe(5);
    // After switching from 1 to 3 visible cards the index may be past the new end.
    expect(stepIndex(7, 5, 1)).toBe(0);
    expect(stepIndex(7, 5, -1)).toBe(4);
  });
});
