import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_ORDER_MESSAGES, type AdminOrderDetail, auditActionLabel, COMMERCE_MESSAGES, formatPhone, formatPointChange, formatPoints, formatWon, USE_STATUS_LABELS, type UseStatus } from '@store/shared';
import { Button, buttonClass, cardFull, cardWide, ErrorState, LoadingState, TextField } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOrderDetail } from '../api/orders.ts';
import { AdminHeader, InfoGrid, Panel, TableScroll, td, th } from '../components/admin-page.tsx';
import { OrderStatusBadge } from '../components/badges.tsx';
import { labelOf } from '../components/audit-labels.ts';
import { ChangeValues } from '../components/change-values.tsx';
import { DepositButton } from '../components/deposit-button.tsx';
import { useOrderCommands } from '../hooks/use-order-commands.ts';
import { formatDateTimeOrDash, MSG, PAYMENT_METHOD_LABELS, PAYMENT_PROVIDER_LABELS, PAYMENT_STATUS_LABELS } from '../messages.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

// The payment statuses a cancel leaves when money goes (or is to go) back.
const REFUNDED = new Set(['CANCEL_PENDING', 'CANCELLED', 'MANUAL_REFUND']);

/** 환불 금액, once a cancel decided it: how much and where it stands; none before, or for nothing refunded. */
function refundRow(o: AdminOrderDetail): [string, ReactNode][] {
  const refunds = o.payments.filter((p) => REFUNDED.has(p.status));
  const amount = refunds.reduce((sum, p) => sum + (p.refundAmount ?? p.amount), 0);
  if (amount === 0) return [];
  // One payment per paid order; should there be more, the one still outstanding is what to say.
  const state = refunds.find((p) => p.status !== 'CANCELLED')?.status ?? 'CANCELLED';
  return [
    [
      '환불 금액',
      <span key="refund" className="tabular-nums">
        {formatWon(amount)} <span className="text-sm text-mute">({MSG.refundStates[state as keyof typeof MSG.refundStates]})</span>
      </span>,
    ],
  ];
}

/** A cancel took back what the payment earned (the 포인트 panel shows the take-back); an order never paid earned nothing. */
function earnedPoints(o: AdminOrderDetail): string {
  if (o.orderStatus !== 'CANCEL' || o.earnedPoint === 0) return formatPoints(o.earnedPoint);
  return o.paidAt ? MSG.earnedTakenBack(formatPoints(o.earnedPoint)) : '-';
}

/** /admin/orders/:orderId: everything about one order, with deposit and cancel. */
export function AdminOrderDetailPage() {
  usePageTitle('주문 상세');
  const orderId = parseRouteId(useParams().orderId);
  const query = useOrderDetail(orderId);
  const back = (
    <Link to="/admin/orders" className={buttonClass({ variant: 'outline', size: 'sm' })}>
      {MSG.backToList}
    </Link>
  );
  // Said as the server says an unknown id: a disabled query would stay pending, loading forever.
  if (orderId === null) return <ErrorState message={COMMERCE_MESSAGES.orderNotFound} action={back} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, MSG.loadFailed)} action={back} />;
  const o = query.data;
  return (
    <div className="space-y-6">
      <AdminHeader title={`주문 ${o.orderNumber}`} lead={<OrderStatusBadge status={o.orderStatus} method={o.paymentMethod} />} actions={back} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="주문 정보">
          <InfoGrid
            rows={[
              ['주문일시', formatDateTimeOrDash(o.orderDate)],
              ['결제 수단', o.paymentMethod ? PAYMENT_METHOD_LABELS[o.paymentMethod] : '미선택'],
              ['결제일시', formatDateTimeOrDash(o.paidAt)],
              // A card payment's window (or a checkout's, before a method) has the same deadline column.
              [o.paymentMethod === 'BANK_TRANSFER' ? '입금 기한' : '결제 기한', o.orderStatus === 'WAITING' ? formatDateTimeOrDash(o.depositDeadline) : '-'],
              ['주문 이메일', o.orderEmail ?? '-'],
              ['구매 확정', formatDateTimeOrDash(o.confirmedAt)],
              ['취소', o.cancelledAt ? `${formatDateTimeOrDash(o.cancelledAt)} · ${o.cancelReason ?? ''}` : '-'],
            ]}
          />
        </Panel>
        <Panel title="구매자">
          <InfoGrid
            rows={[
              ['이름', o.buyer.name],
              ['아이디', o.buyer.loginId],
              ['이메일', o.buyer.email ?? '-'],
              ['휴대폰', o.buyer.phoneNumber ? formatPhone(o.buyer.phoneNumber) : '-'],
              ['회원 상태', o.buyer.status === 'BLOCKED' ? '이용 정지' : o.buyer.status === 'WITHDRAWN' ? '탈퇴' : '정상'],
            ]}
          />
        </Panel>
      </div>
      <Panel title="결제 금액">
        <InfoGrid
          rows={[
            ['상품 합계', formatWon(o.totalPrice)],
            ['포인트 사용', o.usePoint > 0 ? `−${formatPoints(o.usePoint)}` : formatPoints(0)],
            ['쿠폰 할인', o.coupon ? `−${formatWon(o.couponDiscount)} (${o.coupon.name})` : '-'],
            ['최종 결제 금액', <strong key="f">{formatWon(o.finalAmount)}</strong>],
            ...refundRow(o),
            ['적립 포인트', earnedPoints(o)],
          ]}
        />
        <OrderCommands order={o} />
      </Panel>
      <Panel title="주문 상품">
        <TableScroll label="주문 상품" cards>
          <thead>
            <tr>
              <th className={th}>상품</th>
              <th className={th}>기간</th>
              <th className={`${th} text-right`}>수량</th>
              <th className={`${th} text-right`}>단가</th>
              <th className={`${th} text-right`}>금액</th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.orderItemId}>
                <td className={`${td} ${cardFull} font-semibold lg:font-normal`}>{i.itemName}</td>
                <td className={td} data-label="기간">
                  {i.subscriptionPeriod === 0 ? '무제한' : `${i.subscriptionPeriod}개월`}
                </td>
                <td className={`${td} text-right tabular-nums`} data-label="수량">
                  {i.count}
                </td>
                {/* A subscription's price is per month (금액 = months × it, less the months discount). */}
                <td className={`${td} text-right tabular-nums`} data-label="단가">
                  {formatWon(i.unitPrice)}
                  {i.subscriptionPeriod > 0 && <span className="text-mute">/월</span>}
                </td>
                <td className={`${td} text-right tabular-nums`} data-label="금액">
                  {formatWon(i.orderPrice)}
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      </Panel>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="결제 기록">
          {o.payments.length === 0 ? (
            <p className="text-sm text-mute">결제 기록이 없습니다.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {o.payments.map((p) => (
                <li key={p.paymentId} className="flex flex-wrap gap-x-3">
                  <span className="font-semibold">{labelOf(PAYMENT_STATUS_LABELS, p.status) ?? p.status}</span>
                  <span>{labelOf(PAYMENT_PROVIDER_LABELS, p.provider) ?? p.provider}</span>
                  <span className="tabular-nums">{formatWon(p.amount)}</span>
                  {p.refundAmount !== null && p.refundAmount !== p.amount && <span className="tabular-nums">환불 {formatWon(p.refundAmount)}</span>}
                  <span className="text-mute">{formatDateTimeOrDash(p.createdAt)}</span>
                  {p.refundError && <span className="text-danger">{p.refundError}</span>}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="포인트">
          {o.points.length === 0 ? (
            <p className="text-sm text-mute">포인트 변동이 없습니다.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {o.points.map((p, i) => (
                <li key={i} className="flex flex-wrap gap-x-3">
                  <span className={p.delta > 0 ? 'font-semibold text-emerald-700' : 'font-semibold text-danger'}>
                    {formatPointChange(p.delta)}
                  </span>
                  <span>{p.description}</span>
                  <span className="text-mute">{formatDateTimeOrDash(p.date)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <Panel title={`발급된 라이선스 키 (${o.keys.length})`}>
        {o.keys.length === 0 ? (
          <p className="text-sm text-mute">발급된 키가 없습니다.</p>
        ) : (
          <TableScroll label="발급된 라이선스 키" cards>
            <thead>
              <tr>
                <th className={th}>키</th>
                <th className={th}>상품</th>
                <th className={th}>상태</th>
                <th className={th}>기간</th>
                <th className={th}>PC</th>
              </tr>
            </thead>
            <tbody>
              {o.keys.map((k) => (
                <tr key={k.subscriptionId}>
                  <td className={`${td} ${cardFull} whitespace-nowrap font-mono text-xs`}>{k.hashKey}</td>
                  <td className={`${td} ${cardWide}`} data-label="상품">
                    {k.itemName}
                  </td>
                  <td className={td} data-label="상태">
                    {k.revoked ? '회수됨' : (USE_STATUS_LABELS[k.useStatus as UseStatus] ?? '알 수 없음')}
                  </td>
                  <td className={`${td} text-xs text-sub`} data-label="기간">
                    {/* A key not yet activated has no period: one dash, not "- ~ -". */}
                    {k.startDate || k.expireDate ? `${formatDateTimeOrDash(k.startDate)} ~ ${formatDateTimeOrDash(k.expireDate)}` : '-'}
                  </td>
                  <td className={`${td} ${cardWide} text-xs`} data-label="PC">
                    {[k.macAddress1, k.macAddress2].filter(Boolean).join(', ') || '-'}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableScroll>
        )}
      </Panel>
      <Panel title="처리 이력">
        {o.history.length === 0 ? (
          <p className="text-sm text-mute">처리 이력이 없습니다.</p>
        ) : (
          <ol className="space-y-3 text-sm">
            {o.history.map((h) => (
              <li key={h.id} className="flex flex-wrap gap-x-4 gap-y-1 border-b border-line pb-3 last:border-0">
                <span className="font-semibold">{auditActionLabel(h.action)}</span>
                <span className="text-sub">{h.actorLoginId ?? MSG.system}</span>
                <span className="text-mute">{formatDateTimeOrDash(h.createdAt)}</span>
                <div className="flex w-full gap-6">
                  <ChangeValues value={h.before} targetType="order" />
                  <ChangeValues value={h.after} targetType="order" />
                </div>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

// Buttons in the top-aligned row sit level with the inputs, below a TextField's label (a 20 px
// line and the 6 px gap): the refund field's hint makes its column taller, so the row cannot align ends.
const levelWithInputs = 'sm:mt-[1.625rem]';

function OrderCommands({ order }: { order: AdminOrderDetail }) {
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState('');
  const [refundError, setRefundError] = useState<string | null>(null);
  const { cancelOrder, cancelling } = useOrderCommands(order.orderId);
  if (order.orderStatus === 'CANCEL') return null;
  const unpaid = order.orderStatus === 'WAITING';
  // A paid order may be refunded in part (a program error: store.md §9); the API works out the
  // payment minus the days its keys have been used, which one click puts in the field.
  const unusedDays = order.unusedDaysRefund;

  const submit = async () => {
    const text = refund.trim().replace(/,/g, '');
    if (text && !/^\d+$/.test(text)) {
      setRefundError(ADMIN_ORDER_MESSAGES.refundAmountNumber);
      return;
    }
    // Said before the confirmation, not after it (the server checks the same again).
    if (text && Number(text) > order.finalAmount) {
      setRefundError(ADMIN_ORDER_MESSAGES.refundOverPaid(order.finalAmount));
      return;
    }
    setRefundError(null);
    if (await cancelOrder(reason.trim(), { refundAmount: text ? Number(text) : undefined, paid: order.finalAmount, unpaid })) {
      setReason('');
      setRefund('');
    }
  };

  return (
    <div className="mt-6 border-t border-line pt-4">
      <div className="flex flex-wrap items-start gap-3">
        {order.orderStatus === 'WAITING' && order.paymentMethod === 'BANK_TRANSFER' && (
          <div className={levelWithInputs}>
            <DepositButton orderId={order.orderId} amount={order.finalAmount} size="md" />
          </div>
        )}
        <TextField
          id="cancel-reason"
          label={MSG.cancelReason}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          placeholder={unpaid ? '예: 고객 요청으로 취소' : '예: 고객 요청으로 환불'}
          containerClassName="min-w-60 flex-1"
        />
        {unusedDays !== null && (
          <div className="flex w-full flex-col gap-1.5 sm:w-56">
            <TextField
              id="refund-amount"
              label={MSG.refundAmount}
              inputMode="numeric"
              value={refund}
              maxLength={12}
              onChange={(e) => setRefund(e.target.value)}
              placeholder="전액"
              className="tabular-nums"
              error={refundError ?? undefined}
              hint={MSG.refundWhole(order.finalAmount)}
            />
            <button type="button" onClick={() => setRefund(String(unusedDays))} className="self-start text-[13px] font-semibold text-brand-700 hover:underline">
              {MSG.refundUnusedDays(unusedDays)}
            </button>
          </div>
        )}
        <Button variant="danger" loading={cancelling} onClick={() => void submit()} className={levelWithInputs}>
          {unpaid ? MSG.cancelUnpaidOrder : MSG.cancelOrder}
        </Button>
      </div>
    </div>
  );
}
