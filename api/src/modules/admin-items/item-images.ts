import { ADMIN_ITEM_MESSAGES as M, UPLOAD_LIMITS, type ImageUploadType } from '@store/shared';
import sharp from 'sharp';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { detectFileType } from '../files/file-type.ts';

// Product and banner images uploaded by admins. The bytes decide (magic bytes, then a full
// decode by sharp); whatever arrives is re-encoded to WebP at a bounded size, so no uploaded
// byte is ever served as-is and a decompression bomb is refused by the pixel limit.

/** Longest side (thumbnail) or width (detail, hero) after resizing. */
const SIZES: Record<ImageUploadType, { width: number; height?: number }> = {
  thumbnail: { width: 800, height: 800 },
  detail: { width: 1200 },
  hero: { width: 1920, height: 1080 },
};
/** 50 megapixels: more than any real photo an admin uploads, far less than a bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_KINDS = new Set(['png', 'jpeg', 'gif', 'webp']);

export const imageTooLarge = () => new AppError(413, M.tooLarge);

/** Resizes, re-encodes and stores an image under `items/`; returns its generated file name. */
export async function storeItemImage(deps: AppDeps, fileType: ImageUploadType, file: File): Promise<string> {
  if (file.size === 0) throw badRequest(M.emptyFile);
  if (file.size > UPLOAD_LIMITS.maxBytes) throw imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The name's extension is not trusted for images: only the signature must be an image's.
  const kind = ['png', 'jpg', 'gif', 'webp'].map((ext) => detectFileType(bytes, `x.${ext}`)?.kind).find((k) => k && IMAGE_KINDS.has(k));
  if (!kind) throw new AppError(415, M.notImage);

  // Read from the header before decoding: a valid image of too many pixels is told so, not
  // called "not an image". Without sharp's own pixel limit, which refuses to read the header of a
  // huge image at all: reading a header decodes nothing.
  const header = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (header?.width && header.height && header.width * header.height > MAX_INPUT_PIXELS) throw badRequest(M.tooManyPixels);

  const size = SIZES[fileType];
  let body: Buffer;
  try {
    body = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: size.width, ...(size.height ? { height: size.height } : {}), fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or malformed data behind a valid signature, or too many pixels.
    throw new AppError(415, M.notImage);
  }
  const fileName = `${fileType}-${randomToken(12)}.webp`;
  await deps.adapters.storage.put(`items/${fileName}`, new Uint8Array(body), 'image/webp');
  return fileName;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size of an image named in a product form: undefined when it was never uploaded, null when
 * its header cannot be read (every stored image was re-encoded by sharp at upload, so this is
 * only a stored file gone bad; the page then sizes the image when it arrives).
 */
export async function uploadedImageSize(deps: AppDeps, fileName: string): Promise<ImageSize | null | undefined> {
  const object = await deps.adapters.storage.get(`items/${fileName}`);
  if (!object) return undefined;
  const meta = await sharp(object.body)
    .metadata()
    .catch(() => undefined);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}
