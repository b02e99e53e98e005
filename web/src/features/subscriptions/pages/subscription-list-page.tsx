import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { PAGE_SIZES } from '@store/shared';
import { Button, ButtonLink, EmptyState, ErrorState, LoadingState } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { SubscriptionCard } from '../components/subscription-card.tsx';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';

/** /mypage/subscription: hide-expired, name search, 6 cards then 5 more per click (store.md §2, §9). */
export function SubscriptionListPage() {
  usePageTitle(C.title);
  const query = useSubscriptions();
  const [hideExpired, setHideExpired] = useState(false);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<number>(PAGE_SIZES.subscriptionsFirst);

  const cards = useMemo(() => {
    const needle = search.trim().toLowerCase().replace(/\s+/g, '');
    return (query.data ?? []).filter((c) => (!hideExpired || !c.allExpired) && (!needle || c.itemName.toLowerCase().replace(/\s+/g, '').includes(needle)));
  }, [query.data, hideExpired, search]);

  return (
    <section aria-labelledby="subscription-title">
      <h1 id="subscription-title" className="text-2xl font-bold">
        {C.title}
      </h1>
      <p className="mt-1 text-[15px] text-sub">{C.description}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="inline-flex items-center gap-2 text-[15px] text-ink">
          <input type="checkbox" className="size-4 accent-brand-600" checked={hideExpired} onChange={(e) => { setHideExpired(e.target.checked); setShown(PAGE_SIZES.subscriptionsFirst); }} />
          {C.hideExpired}
        </label>
        <div className="relative sm:w-72">
          <label htmlFor="subscription-search" className="sr-only">
            {C.search}
          </label>
          <input
            id="subscription-search"
            type="search"
            value={search}
            onChange={(e) => { setSearch(e.target.value); setShown(PAGE_SIZES.subscriptionsFirst); }}
            placeholder={C.searchPlaceholder}
            className="h-11 w-full rounded-xl border border-line bg-white pl-10 pr-4 text-[15px] focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-mute" aria-hidden />
        </div>
      </div>

      {query.isPending ? (
        <LoadingState message={C.loading} />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, C.loadFailed)} action={<Button variant="outline" onClick={() => void query.refetch()}>다시 시도</Button>} />
      ) : cards.length === 0 ? (
        <EmptyState message={query.data.length === 0 ? C.empty : C.emptySearch} action={query.data.length === 0 ? <ButtonLink to="/products" variant="secondary">{C.browse}</ButtonLink> : undefined} />
      ) : (
        <>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="구독 목록">
            {cards.slice(0, shown).map((c) => (
              <SubscriptionCard key={c.itemId} summary={c} hideExpired={hideExpired} />
            ))}
          </ul>
          {cards.length > shown && (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => setShown((n) => n + PAGE_SIZES.more)}>
                {C.more} ({cards.length - shown})
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
