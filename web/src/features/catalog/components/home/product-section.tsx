import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ProductFilter } from '@store/shared';
import { ProductCard, ProductGrid } from '../../../../components/index.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { ITEMS_FAILED } from '../../../../lib/items-query.ts';
import { useItems } from '../../api/get-items.ts';
import { HOME_SECTION_SIZE } from '../../constants.ts';
import { LIST_MESSAGES } from '../../messages.ts';

/** One home shelf (best, new or discounted): the first four items of that category. */
export function ProductSection({ category, eyebrow, title }: { category: ProductFilter; eyebrow: string; title: string }) {
  const items = useItems(category, 'popular');
  const headingId = `home-section-${category.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      {/* On a phone 전체보기 moves up to the eyebrow's line and stops short of the chat button's
          column (its 44 px + 12 px at the right edge), so the button covers it at no scroll position
          and the title below keeps the whole width. From 640 px Container's wider padding holds the
          button (chat-channel-button.tsx), and the link sits at the title's foot as before. */}
      <div className="mb-5 grid grid-cols-[1fr_auto] items-end gap-x-4 sm:mb-6">
        <p className="text-sm font-bold text-brand-600">{eyebrow}</p>
        <h2 id={headingId} className="col-span-2 row-start-2 mt-1 text-xl font-extrabold tracking-tight sm:col-span-1 sm:text-2xl">
          {title}
        </h2>
        <Link
          to={`/products?category=${category}`}
          // min-h-10: a 40 px tap target; the text alone made it 20 px tall on a phone.
          className="col-start-2 row-start-1 flex min-h-10 items-center text-sm font-semibold text-sub hover:text-ink sm:row-span-2 with-floating-button:max-sm:mr-12"
        >
          전체보기
          <span className="sr-only"> ({title})</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      {items.isPending ? (
        <ProductGrid>
          {Array.from({ length: HOME_SECTION_SIZE }, (_, i) => (
            <div key={i} className="animate-pulse motion-reduce:animate-none" aria-hidden>
              <div className="aspect-square rounded-2xl bg-soft" />
              <div className="mt-3 h-4 w-3/4 rounded bg-soft" />
              <div className="mt-2 h-3 w-1/2 rounded bg-soft" />
              <div className="mt-4 h-5 w-2/5 rounded bg-soft" />
            </div>
          ))}
          <span className="sr-only" role="status">
            {LIST_MESSAGES.loading}
          </span>
        </ProductGrid>
      ) : items.isError ? (
        <p role="alert" className="rounded-2xl bg-soft py-10 text-center text-[15px] text-sub">
          {LIST_MESSAGES.error(errorMessage(items.error, ITEMS_FAILED))}
        </p>
      ) : items.data.length === 0 ? (
        <p className="rounded-2xl bg-soft py-10 text-center text-[15px] text-mute">{LIST_MESSAGES.empty}</p>
      ) : (
        <ProductGrid>
          {items.data.slice(0, HOME_SECTION_SIZE).map((item) => (
            <ProductCard key={item.itemId} item={item} />
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
