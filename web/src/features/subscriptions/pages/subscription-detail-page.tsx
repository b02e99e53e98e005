import { useState, type ReactNode } from 'react';
import { ChevronLeft, Copy, Eye, EyeOff } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatWon, maskLicenseKey, periodLabel, SUBSCRIPTION_MESSAGES, type SubscriptionPeriod } from '@store/shared';
import { Button, ErrorState, LoadingState } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSubscriptionDetail } from '../api/get-subscription-detail.ts';
import { DesktopActivation } from '../components/desktop-activation.tsx';
import { MacSlots } from '../components/mac-slots.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { isDesktop, useDevice } from '../hooks/use-device.ts';
import { useKeyActions } from '../hooks/use-key-actions.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';
import { isActivatable } from '../this-pc.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-b border-line last:border-b-0">
      <th scope="row" className="w-28 bg-soft px-4 py-3.5 text-left text-sm font-semibold text-sub sm:w-40">
        {label}
      </th>
      <td className="px-4 py-3.5 text-[15px] text-ink">{children}</td>
    </tr>
  );
}

const backToList = (
  <Link className="text-brand-700 underline" to="/mypage/subscription">
    {C.back}
  </Link>
);

/** /mypage/subscription/detail/{subscriptionId} (store.md §2, §4). */
export function SubscriptionDetailPage() {
  usePageTitle(C.detailTitle);
  const id = parseRouteId(useParams().subscriptionId);
  // Said as the server says an unknown key; asking nothing would leave the page loading forever.
  if (id === null) return <ErrorState message={SUBSCRIPTION_MESSAGES.notFound} action={backToList} />;
  return <SubscriptionDetail id={id} />;
}

function SubscriptionDetail({ id }: { id: number }) {
  const query = useSubscriptionDetail(id);
  const actions = useKeyActions(id);
  const desktop = isDesktop();
  const device = useDevice();
  const [shown, setShown] = useState(false);

  if (query.isPending) return <LoadingState message={C.loading} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, C.loadFailed)} action={backToList} />;

  const detail = query.data;
  const d = detail.subscriptionDetail;
  const visible = d.revealed && shown;
  const onReveal = async () => {
    if (d.revealed) return setShown((v) => !v);
    if (await actions.reveal()) setShown(true);
  };

  return (
    <section aria-labelledby="detail-title">
      <Link to="/mypage/subscription" className="inline-flex items-center gap-1 text-sm text-sub hover:text-ink">
        <ChevronLeft className="size-4" aria-hidden />
        {C.back}
      </Link>
      <h1 id="detail-title" className="mt-3 text-2xl font-bold">
        {detail.itemName}
      </h1>
      <p className="mt-1 text-[15px] text-sub">{C.detailTitle}</p>
      {d.revokedDate && <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-danger">{C.revokedNotice}</p>}

      <div className="mt-6 overflow-hidden rounded-2xl border border-line">
        <table className="w-full border-collapse">
          <caption className="sr-only">{C.detailTitle}</caption>
          <tbody>
            <Row label={C.status}>
              <StatusBadge status={d.useStatus} revoked={Boolean(d.revokedDate)} />
            </Row>
            <Row label={C.licenseKey}>
              {/* 13 px on phones fits the 24-character key on one line beside the label; should a
                  narrower screen still wrap it, wrap-anywhere (not break-all) breaks after a hyphen
                  between groups rather than inside one (AW5U-…-P / A78). */}
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded-lg bg-soft px-2.5 py-1 font-mono text-[13px] wrap-anywhere sm:text-[15px]" data-testid="license-key">
                  {visible ? d.hashKey : maskLicenseKey(d.hashKey)}
                </code>
                {(d.revealed || d.useStatus === 'BEFORE_USE') && (
                  <Button size="sm" variant="outline" onClick={() => void onReveal()} loading={actions.busy === 'reveal'}>
                    {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
                    {visible ? C.hide : C.reveal}
                  </Button>
                )}
                {d.revealed && (
                  <Button size="sm" variant="secondary" onClick={() => void actions.copy(d.hashKey)}>
                    <Copy className="size-4" aria-hidden />
                    {C.copy}
                  </Button>
                )}
              </div>
            </Row>
            <Row label={C.period}>{d.subscriptionPeriod === 0 ? C.unlimited : periodLabel(d.subscriptionPeriod as SubscriptionPeriod)}</Row>
            <Row label={C.purchaseDate}>{formatDate(d.purchaseDate)}</Row>
            <Row label={C.startDate}>{d.startDate ? formatDate(d.startDate) : C.notStarted}</Row>
            {/* A taken-back key never reaches its period end: when it was taken back instead. */}
            {d.revokedDate ? (
              <Row label={C.revokedDate}>{formatDate(d.revokedDate)}</Row>
            ) : (
              <Row label={C.expireDate}>{d.expireDate ? formatDate(d.expireDate) : d.startDate ? C.unlimited : C.notStarted}</Row>
            )}
            <Row label={C.orderPrice}>{d.source === 'ADMIN' ? C.issuedByAdmin : formatWon(d.orderPrice)}</Row>
          </tbody>
        </table>
      </div>

      <MacSlots slots={d.slots} thisPc={desktop ? device.data : undefined} />

      {desktop ? (
        <DesktopActivation detail={detail} device={device.data} busy={actions.busy === 'activate'} onActivate={() => device.data && void actions.activate(detail, device.data)} />
      ) : (
        isActivatable(d.useStatus) && <p className="mt-6 text-sm text-mute">{C.webHint}</p>
      )}
    </section>
  );
}
