import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY_FILTERS, formatDate, USE_STATUS_LABELS, type AdminKey, type AdminKeyFilter, type UseStatus } from '@store/shared';
import { EXPIRY_NOTICE_DAYS } from '@store/shared/constants/limits';
import { cardCorner, cardHead, cardWide, cn, EmptyState, ErrorState, LoadingState, useDialogs } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { deleteMac } from '../api/delete-mac.ts';
import { useAdminKeys } from '../api/get-keys.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';
import { RevokeDialog } from './revoke-dialog.tsx';

/** The list's heading: a link ending in #key-list-title opens the screen on the list. */
export const LIST_TITLE_ID = 'key-list-title';

/** adminKeyListQuerySchema refuses a longer `search` with 400; the input stops there first. */
const SEARCH_MAX = 100;

/** The key list: filter, search, click a key to copy it, delete a MAC after a confirmation (§2, §8), take back a key made here. */
export function KeyList() {
  // The filter lives in the address, so a link can open the list filtered (the dashboard's 만료 임박).
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  // A link to the list itself (#key-list-title) lands on it, below the creation form: the page's
  // code may arrive after the layout has scrolled to the top, so the list scrolls once it is here.
  useEffect(() => {
    if (hash === `#${LIST_TITLE_ID}`) document.getElementById(LIST_TITLE_ID)?.scrollIntoView();
    // Only on arrival: changing the filter keeps the address's hash and must not scroll again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const asked = params.get('filter');
  const filter: AdminKeyFilter = (ADMIN_KEY_FILTERS as readonly string[]).includes(asked ?? '') ? (asked as AdminKeyFilter) : 'all';
  const setFilter = (next: AdminKeyFilter) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'all') out.delete('filter');
        else out.set('filter', next);
        return out;
      },
      { replace: true },
    );
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const query = useAdminKeys(filter, deferred);
  const { alert, confirm } = useDialogs();
  const queryClient = useQueryClient();
  // One deletion at a time: a double click on × queued a second Yes/No modal, and its 예 sent a
  // deletion of a MAC already gone.
  const deleting = useSingleFlight();
  // Only a key made here: a bought key goes back with its order's cancel (the server says so too).
  const [revoking, setRevoking] = useState<AdminKey | null>(null);

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      await alert(`${C.keyCopied}\n${key}`);
    } catch {
      await alert(key);
    }
  };

  const removeMac = async (row: AdminKey, mac: string) => {
    if (!(await confirm(C.deleteConfirm(mac), { title: C.deleteTitle, confirmLabel: C.deleteMacConfirm, cancelLabel: C.cancel }))) return;
    try {
      const res = await deleteMac(row.id, row.hashKey, mac);
      if (res.result === 'success') {
        // Clear it in the list at once (§4), then re-read.
        queryClient.setQueriesData<AdminKey[]>({ queryKey: ['admin', 'subscriptions'] }, (list) =>
          Array.isArray(list) ? list.map((k) => (k.id === row.id ? { ...k, macAddress1: k.macAddress1 === mac ? null : k.macAddress1, macAddress2: k.macAddress2 === mac ? null : k.macAddress2 } : k)) : list,
        );
        await alert(C.macDeleted);
      } else {
        await alert(C.macDeleteFailed(res.message));
      }
    } catch (error) {
      await alert(error instanceof ApiError && error.status > 0 && error.status < 500 ? C.macDeleteFailed(error.message) : C.macDeleteError);
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
    }
  };

  return (
    <section aria-labelledby={LIST_TITLE_ID} className="mt-10">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <h2 id={LIST_TITLE_ID} className="scroll-mt-24 text-xl font-bold">
          {C.listTitle}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div role="radiogroup" aria-label={C.filterLabel} className="inline-flex rounded-xl border border-line bg-white p-1">
            {ADMIN_KEY_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                role="radio"
                aria-checked={filter === f}
                onClick={() => setFilter(f)}
                className={cn('rounded-lg px-4 py-1.5 text-sm font-semibold', filter === f ? 'bg-brand-600 text-white' : 'text-sub hover:bg-soft')}
              >
                {C.filters[f]}
              </button>
            ))}
          </div>
          <label className="sr-only" htmlFor="key-search">
            {C.search}
          </label>
          <input
            id="key-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={C.searchPlaceholder}
            maxLength={SEARCH_MAX}
            className="h-11 rounded-xl border border-line bg-white px-4 text-[15px] focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:w-72"
          />
        </div>
      </div>
      {query.isPending ? (
        <LoadingState message={C.loading} />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, C.fetchFailed)} />
      ) : query.data.length === 0 ? (
        <EmptyState message={filter === 'expiring' ? C.emptyExpiring(EXPIRY_NOTICE_DAYS) : C.empty} />
      ) : (
        // Below lg each key is a card (components/table-cards.ts): a 960 px table scrolled sideways
        // hid the MAC slots' delete buttons and the state past the phone's edge.
        <div className="relative mt-4 rounded-2xl border border-line bg-white lg:overflow-x-auto">
          <table className="table-cards w-full border-collapse text-sm lg:min-w-[960px]">
            <thead className="bg-soft text-left text-sub">
              <tr>
                {[C.columns.buyer, C.columns.key, C.columns.product, C.columns.created, C.columns.expires, C.columns.macs, C.columns.state].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.map((k) => (
                <tr key={k.id} className="border-t border-line align-top">
                  <td className={cn(cell, cardHead, 'font-semibold text-ink')}>{k.buyerName}</td>
                  <td className={cn(cell, cardWide)} data-label={C.columns.key}>
                    <button type="button" className="whitespace-nowrap rounded font-mono text-[13px] text-brand-700 hover:underline" aria-label={C.copyKey(k.hashKey)} onClick={() => void copy(k.hashKey)}>
                      {k.hashKey}
                    </button>
                  </td>
                  <td className={cn(cell, cardWide, 'text-ink')} data-label={C.columns.product}>
                    {/* The "#n" stays on the name's line: a long name is cut short (whole in its
                        title) rather than wrapped, so the number never drops under it alone. */}
                    <span className="flex items-baseline gap-1 whitespace-nowrap">
                      <span className="max-w-64 truncate" title={k.productName}>
                        {k.productName}
                      </span>
                      <span className="shrink-0 text-mute">#{k.productNumber}</span>
                    </span>
                  </td>
                  <td className={cn(cell, 'text-sub')} data-label={C.columns.created}>
                    {formatDate(k.creationDate)}
                  </td>
                  <td className={cn(cell, 'text-sub')} data-label={C.columns.expires}>
                    {k.expirationDate ? formatDate(k.expirationDate) : '-'}
                  </td>
                  <td className={cn(cell, cardWide)} data-label={C.columns.macs}>
                    {/* The × is a 24×24 target (WCAG 2.2 target size); on touch screens an invisible
                        ::after widens it to 44 and to the row's full height, the rows spaced so the
                        two slots' areas meet but never overlap. */}
                    <ul className="space-y-1 pointer-coarse:space-y-2">
                      {[k.macAddress1, k.macAddress2].filter((m): m is string => Boolean(m)).map((mac) => (
                        <li key={mac} className="flex items-center gap-1">
                          <span className="font-mono text-[13px] text-ink">{mac}</span>
                          <button
                            type="button"
                            className="relative grid size-6 shrink-0 place-items-center rounded text-mute hover:bg-red-50 hover:text-danger pointer-coarse:after:absolute pointer-coarse:after:-inset-x-2.5 pointer-coarse:after:-inset-y-1"
                            aria-label={C.deleteMac(mac)}
                            disabled={deleting.busy}
                            onClick={() => void deleting.run(() => removeMac(k, mac))}
                          >
                            <X className="size-4" aria-hidden />
                          </button>
                        </li>
                      ))}
                      {!k.macAddress1 && !k.macAddress2 && <li className="text-mute">-</li>}
                    </ul>
                  </td>
                  <td className={cn(cell, cardCorner)}>
                    {k.memberSuspended && k.useStatus === 'GRANTED' ? (
                      <span className="whitespace-nowrap rounded-full bg-amber-50 px-2.5 py-0.5 text-[13px] font-semibold text-amber-800" title={C.suspendedTitle}>
                        {C.suspended}
                      </span>
                    ) : (
                      <>
                        <span className={cn('rounded-full px-2.5 py-0.5 text-[13px] font-semibold', k.useState === 'active' ? 'bg-brand-50 text-brand-700' : 'bg-soft text-sub')}>
                          {k.useState === 'active' ? C.active : C.inactive}
                        </span>
                        {/* Which kind of inactive: an expired key and one never used are not the same to an admin. */}
                        {k.useState === 'inactive' && (k.revoked || k.useStatus in USE_STATUS_LABELS) && (
                          <span className="ml-1.5 whitespace-nowrap text-[13px] text-mute">{k.revoked ? C.revoked : USE_STATUS_LABELS[k.useStatus as UseStatus]}</span>
                        )}
                      </>
                    )}
                    {/* An expired key has nothing left to take back. */}
                    {k.issuedByAdmin && !k.revoked && k.useStatus !== 'EXPIRED' && (
                      <button
                        type="button"
                        className="ml-2 rounded-lg border border-line px-2 py-0.5 text-[13px] font-semibold text-sub hover:border-red-200 hover:bg-red-50 hover:text-danger disabled:opacity-50"
                        aria-label={C.revokeKey(k.hashKey)}
                        onClick={() => setRevoking(k)}
                      >
                        {C.revoke}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RevokeDialog target={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

const cell = 'px-4 py-3';
