import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@store/shared';
import { imageSrcSet } from './image-srcset.ts';

describe('imageSrcSet', () => {
  it('lists every width the API serves for a product image', () => {
    const srcSet = imageSrcSet('/api/files/items/thumbnail-abc.webp')!;
    expect(srcSet.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/api/files/items/thumbnail-abc.webp?w=${w} ${w}w`));
  });

  it('leaves other images alone', () => {
    expect(imageSrcSet('https://cdn.example.com/a.webp')).toBeUndefined();
    expect(imageSrcSet('/favicon.svg')).toBeUndefined();
    expect(imageSrcSet('/api/files/items/a.webp?w=240')).toBeUndefined();
  });
});
