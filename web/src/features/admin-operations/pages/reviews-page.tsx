import { useEffect, useId, useRef, useState } from 'react';
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import { ADMIN_REVIEW_MESSAGES, type AdminReviewListQuery, type AdminReviewRow, REVIEW_VISIBILITIES, REVIEW_VISIBILITY_LABELS } from '@store/shared';
import { Button, cn, useDialogs, useToast } from '../../../components/index.ts';
import { Stars } from '../../../components/stars.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReviewList, useSetReviewVisibility } from '../api/reviews.ts';
import { AdminHeader, PagedList, Panel } from '../components/admin-page.tsx';
import { ReviewVisibilityBadge } from '../components/badges.tsx';
import { FilterActions, FilterBar, FilterInput, FilterSelect, formText } from '../components/filter-fields.tsx';
import { ReviewHideDialog } from '../components/review-hide-dialog.tsx';
import { useListParams } from '../hooks/use-list-params.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const KEYS = ['visibility', 'rate', 'q', 'from', 'to'] as const;
const RATES = [5, 4, 3, 2, 1] as const;

/** /admin/reviews: every product review, newest first, to hide one with a reason or show it again. */
export function AdminReviewsPage() {
  usePageTitle(MSG.reviewsTitle);
  const { values, page, set, reset } = useListParams(KEYS);
  const list = useReviewList({ ...values, page, size: 20 } as AdminReviewListQuery);
  const visibility = useSetReviewVisibility();
  const [hiding, setHiding] = useState<AdminReviewRow | null>(null);
  const dialogs = useDialogs();
  const toast = useToast();

  async function show(r: AdminReviewRow) {
    // "취소" beside "다시 공개" could read as undoing the hiding, hence "닫기".
    const sure = await dialogs.confirm(MSG.showReviewAsk, { title: MSG.showReview, confirmLabel: MSG.showReview, cancelLabel: MSG.closeDialog });
    if (!sure) return;
    try {
      await visibility.mutateAsync({ id: r.reviewId, input: { hidden: false } });
      toast(ADMIN_REVIEW_MESSAGES.shown, 'success');
    } catch (e) {
      // A 409 (shown by another admin meanwhile) also reloads the list: see the hook.
      await dialogs.alert(errorMessage(e));
    }
  }

  return (
    <div>
      <AdminHeader title={MSG.reviewsTitle} lead={MSG.reviewsLead} />
      <Panel>
        <FilterBar
          label="리뷰 검색"
          onSubmit={(f) => set({ visibility: formText(f, 'visibility'), rate: formText(f, 'rate'), q: formText(f, 'q'), from: formText(f, 'from'), to: formText(f, 'to') })}
        >
          <FilterSelect
            key={`v${values.visibility}`}
            label={MSG.visibility}
            name="visibility"
            defaultValue={values.visibility ?? ''}
            options={[{ value: '', label: MSG.all }, ...REVIEW_VISIBILITIES.map((v) => ({ value: v, label: REVIEW_VISIBILITY_LABELS[v] }))]}
          />
          <FilterSelect
            key={`r${values.rate}`}
            label={MSG.rate}
            name="rate"
            defaultValue={values.rate ?? ''}
            options={[{ value: '', label: MSG.all }, ...RATES.map((n) => ({ value: String(n), label: MSG.rateOption(n) }))]}
          />
          <FilterInput key={`f${values.from}`} label={MSG.from} type="date" name="from" defaultValue={values.from ?? ''} />
          <FilterInput key={`t${values.to}`} label={MSG.to} type="date" name="to" defaultValue={values.to ?? ''} />
          <FilterInput key={`q${values.q}`} label={MSG.reviewSearch} name="q" defaultValue={values.q ?? ''} maxLength={100} className="flex-1" />
          <FilterActions onReset={reset} />
        </FilterBar>
        <PagedList query={list} empty={MSG.noReviews} page={page} onPage={(p) => set({ page: p })} pageLabel="리뷰 목록 페이지">
          {(rows) => (
            <>
              {/* One card per review at every width: the text is the thing to read, not a column to squeeze. */}
              <ul className="space-y-3" aria-label="리뷰 목록">
                {rows.map((r) => (
                  <ReviewCard
                    key={r.reviewId}
                    review={r}
                    busy={visibility.isPending && visibility.variables?.id === r.reviewId}
                    onHide={() => setHiding(r)}
                    onShow={() => show(r)}
                  />
                ))}
              </ul>
            </>
          )}
        </PagedList>
      </Panel>
      <ReviewHideDialog review={hiding} onClose={() => setHiding(null)} />
    </div>
  );
}

function ReviewCard({ review: r, busy, onHide, onShow }: { review: AdminReviewRow; busy: boolean; onHide: () => void; onShow: () => Promise<void> }) {
  const hidden = r.hiddenAt !== null;
  // From the click on, not from `busy` a tick later: a double click asked twice and sent twice.
  const showing = useSingleFlight();
  return (
    <li className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:gap-6', hidden ? 'border-amber-200 bg-amber-50/40' : 'border-line')}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rate={r.rate} />
          {hidden && <ReviewVisibilityBadge visibility="HIDDEN" />}
          <a href={`/products/${r.itemId}`} target="_blank" rel="noopener" className="inline-flex min-w-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <span className="truncate">{r.itemName}</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">{MSG.newTab}</span>
          </a>
        </div>
        <p className="mt-1 text-[13px] text-sub">
          {r.memberName} <span className="text-mute">({r.memberLoginId})</span> · <span className="whitespace-nowrap">{formatDateTimeOrDash(r.createdAt)}</span> ·{' '}
          <span className="whitespace-nowrap text-mute">리뷰 #{r.reviewId}</span>
        </p>
        <ReviewText text={r.content} />
        {hidden && (
          <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="whitespace-pre-wrap break-words">
              <span className="font-semibold">{MSG.reason}</span> {r.hiddenReason}
            </p>
            <p className="mt-0.5 text-xs text-amber-800">{MSG.hiddenAt(formatDateTimeOrDash(r.hiddenAt))}</p>
          </div>
        )}
      </div>
      <div className="shrink-0">
        {hidden ? (
          <Button size="sm" variant="outline" disabled={showing.busy} loading={busy} onClick={() => void showing.run(onShow)} aria-label={`리뷰 #${r.reviewId} ${MSG.showReview}`}>
            <Eye className="size-4" aria-hidden />
            {MSG.showReview}
          </Button>
        ) : (
          <Button size="sm" variant="outline" loading={busy} onClick={onHide} aria-label={`리뷰 #${r.reviewId} ${MSG.hideReview}`}>
            <EyeOff className="size-4" aria-hidden />
            {MSG.hideReview}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The review clamped to four lines, with 더보기 only when it is really longer (measured, so it holds at any width). */
function ReviewText({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  const id = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    const measure = () => setLong(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <div className="mt-2">
      {/* Member text is rendered as text, never as HTML. */}
      <p id={id} ref={ref} className={cn('whitespace-pre-wrap break-words text-[15px] leading-7 text-ink', !open && 'line-clamp-4')}>
        {text}
      </p>
      {long && (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="mt-1 text-sm font-semibold text-brand-700 hover:underline">
          {open ? MSG.readLess : MSG.readMore}
        </button>
      )}
    </div>
  );
}
