import { EmptyState, ErrorState, LoadingState, ProductCard, ProductGrid } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ITEMS_FAILED } from '../../../lib/items-query.ts';
import { usePopularItems } from '../api/get-popular-items.ts';
import { SEARCH_MESSAGES } from '../constants.ts';

/** 인기 상품: at most four cards of the most popular products. */
export function PopularProducts() {
  const items = usePopularItems();
  return (
    <section aria-labelledby="popular-title">
      <h2 id="popular-title" className="mb-5 text-lg font-extrabold tracking-tight sm:text-xl">
        인기 상품
      </h2>
      {items.isPending ? (
        <LoadingState message={SEARCH_MESSAGES.loading} />
      ) : items.isError ? (
        <ErrorState message={`오류: ${errorMessage(items.error, ITEMS_FAILED)}`} />
      ) : items.data.length === 0 ? (
        <EmptyState message={SEARCH_MESSAGES.empty} />
      ) : (
        <ProductGrid>
          {items.data.map((item) => (
            <ProductCard key={item.itemId} item={item} />
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
