import { type AdminOrderListQuery, formatWon, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@store/shared';
import { Link } from 'react-router-dom';
import { useOrderList } from '../api/orders.ts';
import { cardCorner, cardHead, cardWide } from '../../../components/index.ts';
import { AdminHeader, PagedList, Panel, TableScroll, td, th } from '../components/admin-page.tsx';
import { OrderStatusBadge } from '../components/badges.tsx';
import { DepositButton } from '../components/deposit-button.tsx';
import { FilterActions, FilterBar, FilterInput, FilterSelect, formText } from '../components/filter-fields.tsx';
import { NewOrdersPanel } from '../components/new-orders-panel.tsx';
import { useListParams } from '../hooks/use-list-params.ts';
import { formatDateTimeOrDash, MSG, PAYMENT_METHOD_LABELS } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const KEYS = ['status', 'paymentMethod', 'from', 'to', 'q'] as const;

/** /admin/orders: new-order alerts on top, then every order with filters. */
export function AdminOrdersPage() {
  usePageTitle(MSG.ordersTitle);
  const { values, page, set, reset } = useListParams(KEYS);
  const query = { ...values, page, size: 20 } as AdminOrderListQuery;
  const list = useOrderList(query);

  return (
    <div>
      <AdminHeader title={MSG.ordersTitle} lead={MSG.ordersLead} />
      <NewOrdersPanel />
      <Panel title={MSG.orderList}>
        <FilterBar
          label="주문 검색"
          onSubmit={(f) => set({ status: formText(f, 'status'), paymentMethod: formText(f, 'paymentMethod'), from: formText(f, 'from'), to: formText(f, 'to'), q: formText(f, 'q') })}
        >
          <FilterSelect
            key={`s${values.status}`}
            label={MSG.status}
            name="status"
            defaultValue={values.status ?? ''}
            options={[{ value: '', label: MSG.all }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))]}
          />
          <FilterSelect
            key={`p${values.paymentMethod}`}
            label={MSG.paymentMethod}
            name="paymentMethod"
            defaultValue={values.paymentMethod ?? ''}
            options={[{ value: '', label: MSG.all }, { value: 'BANK_TRANSFER', label: PAYMENT_METHOD_LABELS.BANK_TRANSFER }, { value: 'SIMPLE_PAY', label: PAYMENT_METHOD_LABELS.SIMPLE_PAY }]}
          />
          <FilterInput key={`f${values.from}`} label={MSG.from} type="date" name="from" defaultValue={values.from ?? ''} />
          <FilterInput key={`t${values.to}`} label={MSG.to} type="date" name="to" defaultValue={values.to ?? ''} />
          <FilterInput key={`q${values.q}`} label={MSG.buyerSearch} name="q" defaultValue={values.q ?? ''} className="flex-1" maxLength={100} />
          <FilterActions onReset={reset} />
        </FilterBar>

        <PagedList query={list} empty={MSG.noOrders} page={page} onPage={(p) => set({ page: p })} pageLabel="주문 목록 페이지">
          {(rows) => (
            <>
              <TableScroll label="주문 목록" cards>
                <thead>
                  <tr>
                    <th className={th}>주문번호</th>
                    <th className={th}>주문일시</th>
                    <th className={th}>구매자</th>
                    <th className={th}>상품</th>
                    <th className={`${th} text-right`}>결제 금액</th>
                    <th className={th}>결제 수단</th>
                    <th className={th}>상태</th>
                    <th className={th}>처리</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((o) => (
                    <tr key={o.orderId} className="hover:bg-soft/50">
                      <td className={`${td} ${cardHead} whitespace-nowrap`}>
                        <Link to={`/admin/orders/${o.orderId}`} className="font-semibold text-brand-700 hover:underline">
                          {o.orderNumber}
                        </Link>
                      </td>
                      <td className={`${td} whitespace-nowrap text-sub`} data-label="주문일시">
                        {formatDateTimeOrDash(o.orderDate)}
                      </td>
                      <td className={td} data-label="구매자">
                        {o.buyerName}
                        <span className="block text-xs text-mute">{o.buyerLoginId}</span>
                      </td>
                      <td className={`${td} ${cardWide} max-w-64 truncate max-lg:max-w-none`} data-label="상품">
                        {o.productName}
                      </td>
                      <td className={`${td} text-right tabular-nums`} data-label="결제 금액">
                        {formatWon(o.finalAmount)}
                      </td>
                      <td className={`${td} whitespace-nowrap`} data-label="결제 수단">
                        {o.paymentMethod ? PAYMENT_METHOD_LABELS[o.paymentMethod] : '미선택'}
                      </td>
                      <td className={`${td} ${cardCorner}`}>
                        <OrderStatusBadge status={o.orderStatus} method={o.paymentMethod} />
                      </td>
                      <td className={`${td} ${cardWide}`}>
                        {o.orderStatus === 'WAITING' && o.paymentMethod === 'BANK_TRANSFER' ? <DepositButton orderId={o.orderId} amount={o.finalAmount} /> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableScroll>
            </>
          )}
        </PagedList>
      </Panel>
    </div>
  );
}
