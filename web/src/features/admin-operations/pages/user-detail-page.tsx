import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_USER_MESSAGES, type AdminMemberDetail, formatDate, formatPhone, formatPointChange, formatPoints, formatWon, ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@store/shared';
import { Button, ErrorState, LoadingState, buttonClass, cn } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserDetail } from '../api/users.ts';
import { AdminHeader, InfoGrid, Panel, TableScroll, td, th } from '../components/admin-page.tsx';
import { GradeBadge, OrderStatusBadge } from '../components/badges.tsx';
import { BlockDialog, type BlockTarget } from '../components/block-dialog.tsx';
import { PointAdjustForm } from '../components/point-adjust-form.tsx';
import { useLiftSuspension } from '../hooks/use-lift-suspension.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /admin/users/:id: one member's account, their points (with the adjustment form) and recent orders. */
export function AdminUserDetailPage() {
  usePageTitle(MSG.usersTitle);
  const id = parseRouteId(useParams().id);
  const query = useUserDetail(id);
  const [blocking, setBlocking] = useState<BlockTarget[] | null>(null);
  const back = (
    <Link to="/admin/users" className={buttonClass({ variant: 'outline', size: 'sm' })}>
      {MSG.backToList}
    </Link>
  );
  // Said as the server says an unknown id: a disabled query would stay pending, loading forever.
  if (id === null) return <ErrorState message={ADMIN_USER_MESSAGES.userNotFound} action={back} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, MSG.loadFailed)} action={back} />;
  const m = query.data;
  // Never an admin, never twice (store.md §5): the buttons are offered as the list offers them.
  const command =
    m.status === 'BLOCKED' ? (
      <LiftButton member={m} />
    ) : m.role !== 'ADMIN' && m.status === 'ACTIVE' ? (
      <Button variant="danger" size="sm" onClick={() => setBlocking([{ id: m.id, name: m.name, loginId: m.loginId }])}>
        {MSG.blockOne}
      </Button>
    ) : null;

  return (
    <div className="space-y-6">
      <AdminHeader
        title={<span className="break-words">{m.name}</span>}
        lead={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{m.loginId}</span>
            {/* A suspended member's grade reads 이용 정지 (the grade is derived from the status). */}
            <GradeBadge grade={m.status === 'BLOCKED' ? 'BLOCKED' : m.grade} />
            {m.status === 'BLOCKED' && m.blockedAt && <span className="text-sm text-mute">{MSG.blockedSince(formatDateTimeOrDash(m.blockedAt))}</span>}
          </span>
        }
        actions={
          <>
            {command}
            {back}
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
        <Panel title={MSG.memberInfo}>
          <ProfileGrid member={m} />
        </Panel>
        <Panel title={MSG.points}>
          <div className="mb-5 flex items-baseline justify-between gap-3 rounded-xl bg-brand-50/60 px-4 py-3">
            <span className="text-sm font-semibold text-sub">{MSG.balance}</span>
            <strong className="text-2xl font-bold tabular-nums text-brand-800" aria-live="polite">
              {formatPoints(m.point)}
            </strong>
          </div>
          {/* Keyed by member only: a refetch after a conflict must not wipe what the admin typed. */}
          <PointAdjustForm key={m.id} member={m} />
        </Panel>
      </div>
      <PointHistory member={m} />
      <RecentOrders member={m} />
      <BlockDialog members={blocking} onClose={() => setBlocking(null)} />
    </div>
  );
}

/** Lifts the suspension after a confirmation; the detail reloads (the hook) and shows the member active. */
function LiftButton({ member }: { member: AdminMemberDetail }) {
  const lifting = useLiftSuspension();
  return (
    <Button variant="outline" size="sm" disabled={lifting.busy} loading={lifting.pending} onClick={() => lifting.lift(member)}>
      {MSG.unblock}
    </Button>
  );
}

function ProfileGrid({ member: m }: { member: AdminMemberDetail }) {
  const optIns: [string, boolean][] = [
    ['이메일', m.emailOptIn],
    ['SMS', m.smsOptIn],
    ['광고', m.marketingOptIn],
  ];
  return (
    <InfoGrid
      rows={[
        ['회원 번호', m.id],
        ['아이디', m.loginId],
        ['이름', m.name],
        ['이메일', m.email ?? '-'],
        ['연락처', m.phoneNumber ? formatPhone(m.phoneNumber) : '-'],
        ['가입일', formatDate(m.joinDate)],
        ['최근 로그인', formatDateTimeOrDash(m.latestLoginDate)],
        ['누적 구매 금액', formatWon(m.totalPurchaseAmount)],
        [
          '수신 동의',
          <span key="opt" className="flex flex-wrap gap-x-3 gap-y-1">
            {optIns.map(([label, agreed]) => (
              <span key={label}>
                {label} <span className={agreed ? 'font-semibold text-ink' : 'text-mute'}>{MSG.optIn(agreed)}</span>
              </span>
            ))}
          </span>,
        ],
        ['라이선스 키', MSG.keyCounts(m.keys.granted, m.keys.beforeUse, m.keys.ended)],
        ['사용 가능 쿠폰', MSG.couponCount(m.usableCoupons)],
        [
          '회원 상태',
          m.status === 'BLOCKED' ? (
            <span key="status" className="flex flex-col gap-0.5">
              <span className="font-semibold text-danger">{MSG.blockedSince(formatDateTimeOrDash(m.blockedAt))}</span>
              {m.blockReason && <span className="whitespace-pre-wrap break-words text-sub">{MSG.blockReasonShown(m.blockReason)}</span>}
            </span>
          ) : m.role === 'ADMIN' ? (
            MSG.activeAdmin
          ) : (
            MSG.active
          ),
        ],
      ]}
    />
  );
}

const deltaTone = (delta: number) => (delta > 0 ? 'text-emerald-700' : 'text-danger');

function PointHistory({ member: m }: { member: AdminMemberDetail }) {
  return (
    <Panel title={MSG.pointHistory} actions={<span className="text-sm text-mute">{MSG.pointHistoryNote}</span>}>
      {m.points.length === 0 ? (
        <p className="text-sm text-mute">{MSG.noPointHistory}</p>
      ) : (
        <>
          {/* Phones and tablets: the change and the balance stay in view instead of a table scrolled sideways. */}
          <ul className="divide-y divide-line text-sm lg:hidden" aria-label={`${MSG.pointHistory} 목록`}>
            {m.points.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-words">{p.description}</p>
                  <p className="mt-0.5 text-xs text-mute">
                    {formatDateTimeOrDash(p.createdAt)}
                    {p.orderNumber && (
                      <>
                        {' · '}
                        <span className="whitespace-nowrap">주문 {p.orderNumber}</span>
                      </>
                    )}
                  </p>
                </div>
                <div className="shrink-0 text-right tabular-nums">
                  <p className={cn('font-semibold', deltaTone(p.delta))}>{formatPointChange(p.delta)}</p>
                  <p className="mt-0.5 text-xs text-mute">잔액 {formatPoints(p.balanceAfter)}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <TableScroll label={MSG.pointHistory}>
              <thead>
                <tr>
                  <th className={th}>일시</th>
                  <th className={th}>내용</th>
                  <th className={`${th} text-right`}>변동</th>
                  <th className={`${th} text-right`}>잔액</th>
                </tr>
              </thead>
              <tbody>
                {m.points.map((p) => (
                  <tr key={p.id}>
                    <td className={`${td} whitespace-nowrap text-sub`}>{formatDateTimeOrDash(p.createdAt)}</td>
                    <td className={td}>
                      {/* Admin-typed reasons are rendered as text, never as HTML. */}
                      <span className="break-words">{p.description}</span>
                      {p.orderNumber && <span className="block text-xs text-mute">주문 {p.orderNumber}</span>}
                    </td>
                    <td className={cn(td, 'whitespace-nowrap text-right font-semibold tabular-nums', deltaTone(p.delta))}>{formatPointChange(p.delta)}</td>
                    <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatPoints(p.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </TableScroll>
          </div>
        </>
      )}
    </Panel>
  );
}

const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/** The detail carries no payment method, so an unpaid order reads 결제 대기 (true of both kinds). */
const StatusOf = ({ status, method }: { status: string; method: PaymentMethod | null }) => (isOrderStatus(status) ? <OrderStatusBadge status={status} method={method} /> : <>{status}</>);

function RecentOrders({ member: m }: { member: AdminMemberDetail }) {
  const all = (
    <Link to={`/admin/orders?q=${encodeURIComponent(m.loginId)}`} className="text-sm font-semibold text-brand-700 hover:underline">
      {MSG.allOrders}
    </Link>
  );
  const orderLink = (o: AdminMemberDetail['orders'][number]) => (
    <Link to={`/admin/orders/${o.orderId}`} className="font-semibold text-brand-700 hover:underline">
      {o.orderNumber}
    </Link>
  );
  return (
    <Panel title={MSG.recentOrders} actions={m.orders.length > 0 ? all : undefined}>
      {m.orders.length === 0 ? (
        <p className="text-sm text-mute">{MSG.noMemberOrders}</p>
      ) : (
        <>
          <ul className="divide-y divide-line text-sm lg:hidden" aria-label={`${MSG.recentOrders} 목록`}>
            {m.orders.map((o) => (
              <li key={o.orderId} className="py-3">
                <p className="flex items-center justify-between gap-2">
                  {orderLink(o)}
                  <StatusOf status={o.status} method={o.paymentMethod} />
                </p>
                <p className="mt-1 truncate">{o.itemSummary}</p>
                <p className="mt-0.5 flex items-baseline justify-between gap-2 text-xs text-mute">
                  {formatDateTimeOrDash(o.createdAt)}
                  <span className="text-sm font-semibold tabular-nums text-ink">{formatWon(o.finalAmount)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <TableScroll label={MSG.recentOrders}>
              <thead>
                <tr>
                  <th className={th}>주문번호</th>
                  <th className={th}>상품</th>
                  <th className={`${th} text-right`}>결제 금액</th>
                  <th className={th}>상태</th>
                  <th className={th}>주문일시</th>
                </tr>
              </thead>
              <tbody>
                {m.orders.map((o) => (
                  <tr key={o.orderId} className="hover:bg-soft/50">
                    <td className={`${td} whitespace-nowrap`}>{orderLink(o)}</td>
                    <td className={`${td} max-w-72 truncate`}>{o.itemSummary}</td>
                    <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatWon(o.finalAmount)}</td>
                    <td className={td}>
                      <StatusOf status={o.status} method={o.paymentMethod} />
                    </td>
                    <td className={`${td} whitespace-nowrap text-sub`}>{formatDateTimeOrDash(o.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </TableScroll>
          </div>
        </>
      )}
    </Panel>
  );
}
