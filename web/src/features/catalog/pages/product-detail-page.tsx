import { useParams } from 'react-router-dom';
import { ButtonLink, Container, ErrorState, LoadingState, ProductCard, ProductGrid, ProductImage } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageStatus, usePageSummary } from '../../../lib/page-head.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { listOf, useItemDetail } from '../api/get-item-detail.ts';
import { Breadcrumb } from '../components/detail/breadcrumb.tsx';
import { DetailInfoTab } from '../components/detail/detail-info-tab.tsx';
import { DetailTabs } from '../components/detail/detail-tabs.tsx';
import { PriceTable } from '../components/detail/price-table.tsx';
import { ProductSummary } from '../components/detail/product-summary.tsx';
import { PurchaseBox } from '../components/detail/purchase-box.tsx';
import { RemoteTrialButton } from '../components/detail/remote-trial-dialog.tsx';
import { ReviewsTab } from '../components/detail/reviews-tab.tsx';
import { QnaTab } from '../components/qna/qna-tab.tsx';
import { RELATED_SIZE } from '../constants.ts';
import { DETAIL_MESSAGES } from '../messages.ts';

/** /products/:id: everything about one program, and buying it (store.md §2). */
export function ProductDetailPage() {
  // An id past what the API takes (99999999999) is not found too, not the API's 400 shown bare.
  const itemId = parseRouteId(useParams().id);
  const detail = useItemDetail(itemId);
  const loaded = detail.data?.item;
  const notFound = itemId === null || (detail.error instanceof ApiError && detail.error.status === 404);
  usePageTitle(loaded?.itemName ?? (notFound ? DETAIL_MESSAGES.notFoundTitle : undefined));
  usePageStatus(notFound ? 404 : undefined);
  usePageSummary({
    description: loaded?.itemDescription,
    image: loaded?.thumbPath,
    product: loaded && { name: loaded.itemName, price: loaded.salePrice, rating: loaded.rating, reviewCount: loaded.reviewCount },
  });

  // An old link (a search result, a shared address) to a product taken off sale lands here: a
  // heading like the site's 404 page, and the ways on.
  if (notFound) {
    return (
      <Container className="flex flex-col items-center py-28 text-center">
        <h1 className="text-2xl font-bold">{DETAIL_MESSAGES.notFoundTitle}</h1>
        <p className="mt-2 text-[15px] text-sub">{DETAIL_MESSAGES.notFound}</p>
        <div className="mt-8 flex gap-2">
          <ButtonLink to="/products" size="lg">
            전체상품 보기
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="outline">
            홈으로 가기
          </ButtonLink>
        </div>
      </Container>
    );
  }
  if (detail.isPending) return <LoadingState message={DETAIL_MESSAGES.loading} />;
  if (detail.isError) {
    return (
      <Container className="py-16">
        <ErrorState message={`오류: ${errorMessage(detail.error)}`} />
      </Container>
    );
  }

  const { item, relatedItems } = detail.data;
  const reviews = listOf(detail.data.reviews);
  const qna = listOf(detail.data.qnaArticles);
  const related = relatedItems.filter((r) => r.itemId !== item.itemId).slice(0, RELATED_SIZE);

  return (
    <Container className="pb-8">
      <Breadcrumb category={item.category} name={item.itemName} />

      {/* From 768 px: image and price table on the left, the buying column on the right (one
          column on a tablet put the buying column a whole screen down); phones read image,
          buying column, then the price table. */}
      <div className="grid gap-8 md:grid-cols-2 md:gap-x-8 md:gap-y-10 lg:gap-x-14">
        <div className="space-y-3 md:col-start-1 md:row-start-1">
          <div className="overflow-hidden rounded-3xl border border-line/70">
            <ProductImage priority src={item.thumbPath} alt={item.itemName} sizes="(min-width: 1024px) 524px, (min-width: 768px) 50vw, 100vw" className="aspect-square w-full" />
          </div>
          <RemoteTrialButton />
        </div>
        <div className="md:col-start-2 md:row-span-2 md:row-start-1">
          <ProductSummary item={item} />
          <PurchaseBox key={item.itemId} item={item} />
        </div>
        <div className="mt-6 md:col-start-1 md:row-start-2 md:mt-0">
          <PriceTable salePrice={item.salePrice} />
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14 sm:mt-20">
          <h2 id="related-title" className="mb-5 text-lg font-extrabold tracking-tight sm:text-xl">
            함께 많이 찾는 프로그램
          </h2>
          <ProductGrid>
            {related.map((r) => (
              <ProductCard key={r.itemId} item={r} />
            ))}
          </ProductGrid>
        </section>
      )}

      <div className="mt-14 sm:mt-20">
        <DetailTabs
          key={item.itemId}
          label="상품 정보"
          tabs={[
            { key: 'detail', label: '상세정보', panel: <DetailInfoTab item={item} /> },
            {
              key: 'review',
              label: '리뷰',
              count: item.reviewCount,
              panel: (
                <ReviewsTab
                  itemId={item.itemId}
                  reviews={reviews}
                  more={detail.data.moreReviews}
                  popular={listOf(detail.data.popularReviews)}
                  rating={item.rating}
                  total={item.reviewCount}
                  ratingCounts={detail.data.ratingCounts}
                />
              ),
            },
            {
              key: 'qna',
              label: 'Q&A',
              count: detail.data.qnaCount,
              panel: <QnaTab itemId={item.itemId} articles={qna} more={detail.data.moreQna} total={detail.data.qnaCount} />,
            },
          ]}
        />
      </div>
    </Container>
  );
}
