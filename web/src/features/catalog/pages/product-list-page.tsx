import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { formatNumber, PRODUCT_FILTER_LABELS, type Item } from '@store/shared';
import { Container, EmptyState, ErrorState, LoadingState, MoreButton, ProductCard, ProductGrid } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ITEMS_FAILED, itemsQueryOptions } from '../../../lib/items-query.ts';
import { usePageSummary } from '../../../lib/page-head.ts';
import { useStoreName } from '../../../lib/site.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMoreItems } from '../api/get-more-items.ts';
import { FilterBar, SortBar } from '../components/list/filter-bar.tsx';
import { LIST_MESSAGES } from '../messages.ts';
import { useProductQuery } from '../state/product-query.ts';

/** /products: every product on sale, filtered and sorted through the URL, 40 at a time. */
export function ProductListPage() {
  const { category, sort, setCategory, setSort } = useProductQuery();
  const items = useQuery(itemsQueryOptions(category, sort));
  const more = useMoreItems(category, sort, items.dataUpdatedAt);
  const shown = items.data ? withoutRepeats([items.data.items, ...(more.data?.pages.map((p) => p.items) ?? [])]) : [];
  const hasMore = more.data ? more.hasNextPage : (items.data?.more ?? false);
  const grid = useRef<HTMLDivElement>(null);
  const list = `${category}:${sort}`;
  const pagesRead = more.data?.pages.length ?? 0;
  const focusFrom = useRef<{ list: string; index: number; pages: number; errors: number } | null>(null);
  // After a 'more' click the first new product's link takes the focus, so a keyboard or screen
  // reader user reads on from it (after the last page the button they pressed is gone). Only for
  // that click's page: a click that failed, or a list changed meanwhile, leaves the focus where it
  // is (else a later list longer than this one would pull it away from the filter just pressed).
  useLayoutEffect(() => {
    const request = focusFrom.current;
    if (request === null) return;
    if (request.list !== list || more.errorUpdateCount > request.errors) {
      focusFrom.current = null;
    } else if (pagesRead > request.pages) {
      focusFrom.current = null;
      grid.current?.querySelectorAll('article')[request.index]?.querySelector('a')?.focus();
    }
  });
  const loadMore = () => {
    if (more.isFetching) return;
    focusFrom.current = { list, index: shown.length, pages: pagesRead, errors: more.errorUpdateCount };
    void more.fetchNextPage();
  };
  const title = category === 'ALL' ? '전체상품' : PRODUCT_FILTER_LABELS[category];
  const storeName = useStoreName();
  usePageTitle(title);
  // The category changes what the list shows; the order does not.
  usePageSummary({ canonical: category === 'ALL' ? '/products' : `/products?category=${category}` });

  return (
    <Container className="pb-8">
      <header className="mb-6 mt-10 sm:mt-14">
        <p className="text-sm font-bold text-brand-600">{storeName} 스토어</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 text-[15px] text-sub">검증된 윈도우 자동화 프로그램을 필요한 기간만큼 구독해 보세요.</p>
      </header>

      <FilterBar value={category} onChange={setCategory} />

      <div className="mb-6 mt-5 flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
        <p className="text-sm text-sub" aria-live="polite">
          {items.isSuccess && (
            <>
              총 <strong className="font-bold text-ink">{formatNumber(items.data.total)}</strong>개
            </>
          )}
        </p>
        <SortBar value={sort} onChange={setSort} />
      </div>

      {items.isPending ? (
        <LoadingState message={LIST_MESSAGES.loading} />
      ) : items.isError ? (
        <ErrorState message={LIST_MESSAGES.error(errorMessage(items.error, ITEMS_FAILED))} />
      ) : shown.length === 0 ? (
        <EmptyState message={LIST_MESSAGES.empty} />
      ) : (
        <>
          <div ref={grid}>
            <ProductGrid>
              {shown.map((item, index) => (
                // The first row is above the fold on phones (2 columns) and desktops (4).
                <ProductCard key={item.itemId} item={item} headingLevel={2} priority={index < 4} />
              ))}
            </ProductGrid>
          </div>
          {hasMore && (
            <MoreButton
              label={LIST_MESSAGES.more(Math.max(items.data.total - shown.length, 0))}
              loading={more.isFetching}
              error={more.isError && !more.isFetching ? errorMessage(more.error, LIST_MESSAGES.moreFailed) : null}
              onClick={loadMore}
            />
          )}
        </>
      )}
    </Container>
  );
}

/** The pages in order, each product once: an item that moved up between two reads is not listed twice. */
function withoutRepeats(pages: Item[][]): Item[] {
  const seen = new Set<number>();
  return pages.flat().filter((item) => !seen.has(item.itemId) && seen.add(item.itemId));
}
