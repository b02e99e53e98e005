import { ButtonLink, MoreButton } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePurchases } from '../api/get-purchases.ts';
import { PurchaseGroups } from '../components/purchase-groups.tsx';
import { QueryView } from '../components/query-view.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { PageHeading } from '../components/section-card.tsx';
import { useReviewTarget } from '../hooks/use-review-target.ts';
import { COPY } from '../messages.ts';

/** /mypage/purchase-list: every order by date, 5 more per click. */
export function PurchaseListPage() {
  usePageTitle(COPY.purchasesTitle);
  const list = usePurchases();
  const review = useReviewTarget();
  return (
    <div>
      <PageHeading title={COPY.purchasesTitle} />
      <QueryView
        query={list}
        empty={list.items.length === 0}
        emptyMessage={COPY.noPurchases}
        emptyAction={
          <ButtonLink to="/products" variant="outline">
            {COPY.browse}
          </ButtonLink>
        }
      >
        <PurchaseGroups purchases={list.items} onReview={review.open} headingLevel={2} />
        {list.hasNextPage && <MoreButton label={COPY.more} size="sm" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />}
      </QueryView>
      <ReviewDialog target={review.target} onClose={review.close} />
    </div>
  );
}
