import { ImageOff } from 'lucide-react';
import { imageSrcSet } from '../lib/image-srcset.ts';
import { cn } from './cn.ts';

/**
 * A small product image for list rows (cart, order sheet). Without an image it shows only an
 * icon: the full 'No Image' placeholder of ProductImage does not fit a 64 px square.
 */
export function Thumbnail({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const box = cn('shrink-0 overflow-hidden rounded-xl border border-line/70 bg-soft', className);
  if (!src) {
    return (
      <div className={cn(box, 'grid place-items-center text-mute')} role={alt ? 'img' : undefined} aria-label={alt ? `${alt} (이미지 없음)` : undefined}>
        <ImageOff className="size-6" aria-hidden />
      </div>
    );
  }
  return <img src={src} srcSet={imageSrcSet(src)} sizes="80px" alt={alt} loading="lazy" decoding="async" className={cn(box, 'object-cover')} />;
}
