import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../test/fixtures.ts';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('offers the narrower copies of its thumbnail at the width a grid column has', () => {
    const thumbPath = '/api/files/items/thumbnail-abc.webp';
    render(
      <MemoryRouter>
        <ProductCard item={makeItem({ thumbPath })} />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: '스마트스토어 주문 수집기' });
    expect(img.getAttribute('src')).toBe(thumbPath);
    expect(img.getAttribute('srcset')).toContain(`${thumbPath}?w=320 320w`);
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 260px, 50vw');
  });
});
