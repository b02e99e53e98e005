import { ImageOff, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber, type Item } from '@store/shared';
import { imageSrcSet } from '../lib/image-srcset.ts';
import { cn } from './cn.ts';
import { Price } from './price.tsx';

type CardItem = Pick<
  Item,
  'itemId' | 'itemName' | 'itemDescription' | 'category' | 'costPrice' | 'salePrice' | 'discountRate' | 'thumbPath' | 'rating' | 'reviewCount'
>;

/** ProductGrid's columns: four of about 260 px on wide screens, two below (grid-cols-2 lg:grid-cols-4). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 260px, 50vw';

/** A product image, or the 'No Image' placeholder when the item has none (store.md §2). */
/**
 * `priority`: the image is likely the page's largest paint, so it loads at once rather than lazily.
 * `sizes`: the width it is shown at, from which the browser picks a copy (imageSrcSet).
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  if (!src) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-2 bg-soft text-mute', className)} role="img" aria-label={`${alt} (이미지 없음)`}>
        <ImageOff className="size-8" aria-hidden />
        <span className="text-sm font-semibold tracking-wide">No Image</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-soft object-cover', className)}
    />
  );
}

/**
 * The product tile of home sections, the list, related products and search: thumbnail,
 * discount badge, name, description, struck cost price, discount rate and sale price.
 * The name is the link; its ::after stretches over the card so the whole tile is clickable.
 */
export function ProductCard({ item, headingLevel = 3, priority = false }: { item: CardItem; headingLevel?: 2 | 3 | 4; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const discounted = item.discountRate > 0 && item.costPrice > item.salePrice;
  return (
    <article className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-2xl border border-line/70">
        <ProductImage
          priority={priority}
          src={item.thumbPath}
          alt={item.itemName}
          className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {item.category === 'DISCOUNTED' && (
          <span className="absolute right-3 top-3 rounded-md bg-danger px-2 py-1 text-xs font-bold text-white shadow-sm">할인</span>
        )}
      </div>
      <div className="mt-3 flex flex-1 flex-col px-0.5">
        <Heading className="line-clamp-2 text-[15px] font-bold leading-snug text-ink sm:text-base">
          <Link
            to={`/products/${item.itemId}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-600"
          >
            {item.itemName}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-[13px] leading-relaxed text-sub sm:text-sm">{item.itemDescription}</p>
        <div className="mt-auto pt-3">
          {discounted && (
            <p className="text-[13px] leading-none">
              <span className="sr-only">정가 </span>
              <Price amount={item.costPrice} strike />
            </p>
          )}
          <p className="mt-1 flex items-baseline gap-1.5">
            {discounted && (
              <span className="text-base font-extrabold text-danger sm:text-lg">
                <span className="sr-only">할인율 </span>
                {item.discountRate}%
              </span>
            )}
            <span className="sr-only">판매가 </span>
            <Price amount={item.salePrice} className="text-base font-extrabold text-ink sm:text-lg" />
            <span className="text-xs text-mute">/ 월</span>
          </p>
          {item.reviewCount > 0 && (
            <p className="mt-1.5 flex items-center gap-1 text-xs text-mute">
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
              <span className="font-semibold text-sub">
                <span className="sr-only">평점 </span>
                {item.rating.toFixed(1)}
              </span>
              <span>(리뷰 {formatNumber(item.reviewCount)})</span>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/** The responsive grid the cards sit in: 2 columns on phones, 4 on desktop. */
export function ProductGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4', className)}>{children}</div>;
}
