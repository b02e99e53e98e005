import { IMAGE_WIDTHS } from '@store/shared';

/** Product and banner images, which the API also serves narrower (`?w=`, IMAGE_WIDTHS) and as JPEG (`?format=jpeg`). */
export const RESIZABLE = '/api/files/items/';

/**
 * The `srcSet` of an image the API can resize, so a card loads a 320 or 480 px copy of a
 * 600–800 px original; undefined for any other image, which then loads as it is.
 */
export function imageSrcSet(src: string): string | undefined {
  if (!src.startsWith(RESIZABLE) || src.includes('?')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
