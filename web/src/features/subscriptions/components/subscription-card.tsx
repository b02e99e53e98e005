import {
  daysBetween,
  EXPIRY_NOTICE_DAYS,
  expiryNoticeUntil,
  formatDate,
  isoDateInSeoul,
  periodLabel,
  type SubscriptionKeySummary,
  type SubscriptionPeriod,
  type SubscriptionSummary,
} from '@store/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cn, Thumbnail } from '../../../components/index.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';
import { StatusBadge } from './status-badge.tsx';

/** Keys listed before "모두 보기": one order may hold hundreds of keys of one product. */
export const KEYS_SHOWN = 5;

/**
 * Seoul days until a key in use ends, when it ends within the expiry notice's week (the rule the
 * notice itself and the admin's 만료 임박 use); else null.
 */
function daysLeft(key: SubscriptionKeySummary, now: Date): number | null {
  if (key.useStatus !== 'GRANTED' || !key.expireDate) return null;
  const end = new Date(key.expireDate);
  if (end <= now || end > expiryNoticeUntil(now)) return null;
  return daysBetween(isoDateInSeoul(now), isoDateInSeoul(end));
}

/**
 * One product: its counts per status and a link to each key (the first few until asked for all).
 * A key ending within the week reads D-n, and the card offers the product again: a key is not
 * extended, a new purchase gives a new key (FAQ).
 */
export function SubscriptionCard({ summary, hideExpired }: { summary: SubscriptionSummary; hideExpired: boolean }) {
  const [all, setAll] = useState(false);
  const keys = hideExpired ? summary.subscriptions.filter((k) => k.useStatus !== 'EXPIRED') : summary.subscriptions;
  const shown = all ? keys : keys.slice(0, KEYS_SHOWN);
  const now = new Date();
  const ending = summary.subscriptions.some((k) => daysLeft(k, now) !== null);
  const revokedCount = summary.revokedCount;
  const counts: [string, number][] = [
    [C.granted, summary.grantedCount],
    [C.beforeUse, summary.beforeUseCount],
    [C.expired, summary.expiredCount],
  ];
  // Only when there are some: most members never have a refunded key.
  if (revokedCount > 0) counts.push([C.revoked, revokedCount]);
  const notice = ending ? C.endingSoon(EXPIRY_NOTICE_DAYS) : !summary.allExpired ? null : revokedCount === summary.count ? C.allRevoked : revokedCount > 0 ? C.endedOrRevoked : C.allEnded;
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        {/* A product whose keys have all ended fades its picture only: faded text fell below AA contrast. */}
        <Thumbnail src={summary.itemThumbnail} alt="" className={cn('size-16', summary.allExpired && 'opacity-60 grayscale')} />
        <div className="min-w-0">
          {/* Two lines before it is cut: one cut "웹 데이터 수집(크롤링…" in a three-column row. */}
          <h2 className="line-clamp-2 text-base font-bold leading-snug text-ink" title={summary.itemName}>
            {summary.itemName}
          </h2>
          <p className="mt-0.5 text-sm text-mute">라이선스 키 {summary.count}개</p>
        </div>
      </div>
      <dl className={cn('mt-4 grid gap-2 rounded-xl bg-soft p-3 text-center', counts.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}>
        {counts.map(([label, n]) => (
          <div key={label}>
            <dt className="text-[13px] text-sub">{label}</dt>
            <dd className="text-lg font-bold text-ink">{n}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 space-y-2">
        {shown.map((k) => (
          <li key={k.subscriptionListId}>
            <Link
              to={`/mypage/subscription/detail/${k.subscriptionListId}`}
              className="flex items-center justify-between gap-3 rounded-xl border border-line px-3 py-2.5 text-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="min-w-0 font-semibold text-ink">
                {/* A real space: a margin alone ran the two into "라이선스 키 #111개월" for screen readers. */}
                {C.keyLink(k.subscriptionListId)}{' '}
                {/* Two units, each kept whole: a line may break before "·", never after it (that left
                    "1개월 ·" alone on a line), and in a narrow card the date goes under the period
                    instead of pushing the badge out of the box. */}
                <span className="ml-1 font-normal text-mute">
                  <span className="whitespace-nowrap">{periodLabel(k.subscriptionPeriod as SubscriptionPeriod)}</span>
                  {/* A taken-back key never reaches its period end: the cancellation's date instead. */}
                  {(k.revokedDate || k.expireDate) && (
                    <>
                      {' '}
                      <span className="whitespace-nowrap">· {k.revokedDate ? C.revokedOn(formatDate(k.revokedDate)) : `~${formatDate(k.expireDate!)}`}</span>
                    </>
                  )}
                </span>
                <DaysLeft left={daysLeft(k, now)} />
              </span>
              <StatusBadge status={k.useStatus} revoked={Boolean(k.revokedDate)} />
            </Link>
          </li>
        ))}
      </ul>
      {notice && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2.5">
          <p className="text-[13px] text-brand-800">{notice}</p>
          <Link to={`/products/${summary.itemId}`} className="text-sm font-bold text-brand-700 hover:underline">
            {C.buyAgain}
          </Link>
        </div>
      )}
      {keys.length > KEYS_SHOWN && (
        <button type="button" onClick={() => setAll(!all)} aria-expanded={all} className="mt-3 self-start text-sm font-semibold text-brand-700 hover:underline">
          {all ? C.showFewerKeys : C.showAllKeys(keys.length)}
        </button>
      )}
    </li>
  );
}

function DaysLeft({ left }: { left: number | null }) {
  if (left === null) return null;
  return <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-danger">{left === 0 ? C.endsToday : `D-${left}`}</span>;
}
