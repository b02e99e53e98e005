import { useEffect } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { isPaidOrder, type OrderSheet } from '@store/shared';
import { ButtonLink, cn } from '../../../components/index.ts';
import { CART_PATH, checkoutReturnPath } from '../../../lib/checkout-return.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';

export type ClosedSheet = 'paid' | 'cancelled' | 'started';

/**
 * Why a sheet without points or a coupon on it can no longer be paid, or null when it can: the
 * order was paid, cancelled (a declined card cancels it), or a payment was already started on it
 * (a bank transfer, or a card payment whose window has closed: the server takes a sheet's method
 * once, and hands out a card payment to go on with only while its window is open).
 * The buyer gets here with the browser's Back, e.g. from /order/failed.
 */
export function closedSheet(sheet: OrderSheet): ClosedSheet | null {
  if (isPaidOrder(sheet.orderStatus)) return 'paid';
  if (sheet.orderStatus === 'CANCEL') return 'cancelled';
  if (sheet.paymentMethod !== null) return 'started';
  return null;
}

const COPY = {
  paid: { title: C.closedPaidTitle, lead: C.closedPaid },
  cancelled: { title: C.closedCancelledTitle, lead: C.closedCancelled },
  started: { title: C.closedStartedTitle, lead: C.closedStarted },
} as const;

/** Said in place of the sheet, with a way on: the purchase list, or where ordering starts again. */
export function SheetClosed({ kind, orderId }: { kind: ClosedSheet; orderId: number }) {
  // The cart, or the product page a "바로 구매" started from (its product was never in the cart).
  const retry = checkoutReturnPath(orderId);
  // Back restores the scroll the long sheet had when the buyer left it (far down, by the pay
  // button on a phone): on this short screen that showed the footer and none of this message.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const again = (
    <ButtonLink to={retry} size="lg" variant={kind === 'cancelled' ? 'primary' : 'outline'}>
      {retry === CART_PATH ? C.toCart : C.toProduct}
    </ButtonLink>
  );
  // A cancelled order is ordered again; a paid or started one is looked up in the purchase list.
  const [secondary, primary] =
    kind === 'cancelled'
      ? [
          <ButtonLink to="/" size="lg" variant="outline">
            {C.toHome}
          </ButtonLink>,
          again,
        ]
      : [
          again,
          <ButtonLink to="/mypage/purchase-list" size="lg">
            {C.toPurchases}
          </ButtonLink>,
        ];
  return (
    <section aria-labelledby="sheet-closed-title" className="mx-auto flex max-w-md flex-col items-center py-14 text-center sm:py-20">
      <span className={cn('grid size-14 place-items-center rounded-full [&>svg]:size-7', kind === 'paid' ? 'bg-brand-50 text-brand-600' : 'bg-red-50 text-danger')}>
        {kind === 'paid' ? <CircleCheck aria-hidden /> : <CircleAlert aria-hidden />}
      </span>
      <h2 id="sheet-closed-title" className="mt-5 text-xl font-bold tracking-tight sm:text-2xl">
        {COPY[kind].title}
      </h2>
      <p className="mt-2 text-[15px] leading-relaxed text-sub">{COPY[kind].lead}</p>
      <div className="mt-8 grid w-full grid-cols-2 gap-2">
        {secondary}
        {primary}
      </div>
    </section>
  );
}
