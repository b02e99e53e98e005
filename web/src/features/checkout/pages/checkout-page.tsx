import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { OrderSheet } from '@store/shared';
import { Button, Container, ErrorState, LoadingState, LoginRequired } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { orderSheetPath } from '../../../lib/checkout-return.ts';
import { isUnauthorized } from '../../../lib/login-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOrderSheet } from '../api/get-order-sheet.ts';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';
import { CheckoutSheet } from '../components/checkout-sheet.tsx';
import { PaymentReturnView } from '../components/payment-return.tsx';
import { closedSheet, SheetClosed } from '../components/sheet-closed.tsx';
import { UnfinishedPayment } from '../components/unfinished-payment.tsx';
import { useLeaveCheckout } from '../hooks/use-leave-checkout.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { readHandOffOrderId, readPaymentReturn } from '../payment/payment-links.ts';

// Answers that mean there is no sheet to show here: the effect below alerts and leaves.
const LEAVING_STATUSES = [400, 403, 404, 409];

/** The order id the cart or the product page handed over in navigation state. */
function orderIdFrom(state: unknown): number | undefined {
  const id = (state as { orderId?: unknown } | null)?.orderId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A sheet that already has points or a coupon on it is "wrong access" and goes to the cart
 * (store.md §8). Any other sheet past paying (paid, cancelled, a payment started) is said so in
 * place, with a way on (components/sheet-closed.tsx): Back from /order/failed lands here on an
 * order its declined card cancelled, and the cart is the wrong place for a "바로 구매".
 */
export function wrongAccess(sheet: OrderSheet): boolean {
  // A card payment left unfinished is gone on with, not applied again (components/unfinished-payment.tsx).
  if (sheet.cardPayment !== null) return false;
  return sheet.usePoint > 0 || sheet.couponId !== null;
}

/** /order/checkout (store.md §2, §4): the order sheet, or the card window's return to it. */
export function CheckoutPage() {
  usePageTitle(C.title);
  const [params] = useSearchParams();
  const returned = readPaymentReturn(params);
  return (
    <Container className="pb-10 sm:pb-16">
      <h1 className="mb-2 mt-8 text-2xl font-bold tracking-tight sm:mb-6 sm:mt-12 sm:text-3xl">{C.title}</h1>
      {returned ? <PaymentReturnView result={returned} /> : <OrderSheetScreen linkedOrderId={readHandOffOrderId(params)} />}
    </Container>
  );
}

/**
 * The sheet the cart or the product page handed over, or else the one a link names (`?orderId=`,
 * the desktop app's hand-off of a card payment): the server shows a sheet to its owner only.
 */
function OrderSheetScreen({ linkedOrderId }: { linkedOrderId: number | undefined }) {
  const session = useSession();
  const orderId = orderIdFrom(useLocation().state) ?? linkedOrderId;
  const sheet = useOrderSheet(orderId, session.isLoggedIn);
  const leave = useLeaveCheckout();
  // Ask early which card window to use, so the pay button does not wait for it.
  useQuery({ ...paymentConfigQueryOptions, enabled: session.isLoggedIn });

  // Back pressed while the card page was still loading returns to this screen, which never left
  // (that navigation never finished): the sheet is read again, so the payment it started shows,
  // not the form locked as it was when paying.
  const { refetch } = sheet;
  useEffect(() => {
    const readAgain = () => void refetch();
    window.addEventListener('popstate', readAgain);
    return () => window.removeEventListener('popstate', readAgain);
  }, [refetch]);

  const status = sheet.error instanceof ApiError ? sheet.error.status : undefined;
  // This visit's read of the sheet, not one cached from an earlier visit.
  const current = sheet.isFetchedAfterMount ? sheet.data : undefined;
  useEffect(() => {
    if (session.status === 'unknown' || !session.isLoggedIn) return;
    if (orderId === undefined) leave(C.noOrderSheet);
    else if (status === 409) leave(C.wrongAccess);
    else if (status === 400 || status === 403 || status === 404) leave(C.noOrderSheet);
    else if (current && wrongAccess(current)) leave(C.wrongAccess);
  }, [session.status, session.isLoggedIn, orderId, status, current, leave]);

  if (session.status === 'unknown') return <LoadingState message={C.loading} />;
  if (!session.isLoggedIn || isUnauthorized(sheet.error)) {
    // A linked sheet is where the buyer wants to be after logging in; otherwise the cart.
    return <LoginRequired from={linkedOrderId ? orderSheetPath(linkedOrderId) : '/cart'} message={C.loginMessage} />;
  }
  if (sheet.isError && !LEAVING_STATUSES.includes(status ?? 0)) {
    return (
      <ErrorState
        message={C.loadFailed}
        action={
          <Button variant="outline" onClick={() => void sheet.refetch()} loading={sheet.isFetching}>
            다시 시도
          </Button>
        }
      />
    );
  }
  // Leaving with an alert (the effect above): nothing is loading, so no spinner under it.
  const leaving = orderId === undefined || LEAVING_STATUSES.includes(status ?? 0) || (current !== undefined && wrongAccess(current));
  if (leaving) return <div className="min-h-60" />;
  if (!current) return <LoadingState message={C.loading} />;
  if (current.cardPayment) return <UnfinishedPayment sheet={current} payment={current.cardPayment} />;
  const closed = closedSheet(current);
  if (closed) return <SheetClosed kind={closed} orderId={current.orderId} />;
  return <CheckoutSheet sheet={current} />;
}
