import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatPoints, formatWon, GRADE_LABELS, GRADE_RANGES, type MyManagementData } from '@store/shared';
import { cn } from '../../../components/index.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { COPY } from '../messages.ts';
import { gradeProgress, isPurchaseGrade, rangeLabel } from '../state/grade-progress.ts';

/** Name, grade with the ranges dropdown and the progress bar to the next grade, points, coupons. */
export function ProfileBox({ profile }: { profile: MyManagementData }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, close, { toggle, panel, outsidePress: true });
  const listId = useId();
  const progress = gradeProgress(profile.totalPurchaseAmount);
  return (
    // Not overflow-hidden for the rounded corners: the grade ranges open over the box's edge.
    <section aria-label="내 정보 요약" className="rounded-2xl border border-line bg-white">
      <div className="rounded-t-[15px] bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white sm:p-6">
        <p className="text-xl font-bold sm:text-2xl">{COPY.greeting(profile.name)}</p>
        <div className="relative mt-3 inline-block">
          <button
            ref={toggle}
            type="button"
            className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold hover:bg-white/25"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            {COPY.grade} · {GRADE_LABELS[profile.grade]}
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
            <span className="sr-only">{COPY.gradeRanges}</span>
          </button>
          {open && (
            <div ref={panel} id={listId} className="absolute left-0 z-10 mt-2 w-72 rounded-xl border border-line bg-white p-4 text-ink shadow-xl">
              <p className="mb-2 text-sm font-bold">{COPY.gradeRangesTitle}</p>
              <ul className="space-y-1.5 text-sm">
                {GRADE_RANGES.map((r) => (
                  <li key={r.grade} className={cn('flex justify-between gap-3 rounded-lg px-2 py-1', r.grade === progress.current && 'bg-brand-50 font-semibold text-brand-700')}>
                    <span>{GRADE_LABELS[r.grade]}</span>
                    <span className="tabular-nums">{rangeLabel(r)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {isPurchaseGrade(profile.grade) && (
          <div className="mt-4">
            <div
              role="progressbar"
              aria-label={progress.next ? `${GRADE_LABELS[progress.next]} 등급까지 진행률` : COPY.topGrade}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="h-2 overflow-hidden rounded-full bg-white/25"
            >
              <div className="h-full rounded-full bg-white" style={{ width: `${progress.percent}%` }} />
            </div>
            <p className="mt-2 text-sm text-white/90">
              {progress.next ? COPY.toNextGrade(formatWon(progress.remaining), GRADE_LABELS[progress.next]) : COPY.topGrade}
            </p>
          </div>
        )}
      </div>
      <dl className="grid grid-cols-3 divide-x divide-line text-center">
        <Stat label={COPY.totalPurchase} value={formatWon(profile.totalPurchaseAmount)} />
        <Stat label={COPY.points} value={formatPoints(profile.point)} to="/mypage/check-point" />
        <Stat label={COPY.coupons} value={`${profile.couponCount}장`} to="/mypage/check-coupon" />
      </dl>
    </section>
  );
}

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="px-2 py-4">
      <dt className="text-[13px] text-sub">{label}</dt>
      <dd className="mt-1 text-base font-bold tabular-nums sm:text-lg">
        {to ? (
          <Link to={to} className="hover:text-brand-700 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
