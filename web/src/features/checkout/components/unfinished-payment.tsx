import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CreditCard } from 'lucide-react';
import { formatDateTimeWithWeekday, formatWon, type OrderSheet } from '@store/shared';
import { Button, useDialogs } from '../../../components/index.ts';
import { checkoutReturnPath } from '../../../lib/checkout-return.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { cancelUnpaidOrder } from '../api/cancel-unpaid-order.ts';
import { orderSheetKey } from '../api/get-order-sheet.ts';
import { useCardOnWebsite } from '../hooks/use-card-on-website.ts';
import { useFinishPayment } from '../hooks/use-finish-payment.ts';
import { usePayByCard } from '../hooks/use-pay-by-card.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { WebsitePaymentCheck } from './website-payment-check.tsx';

type CardPayment = NonNullable<OrderSheet['cardPayment']>;

/**
 * A card payment started on this sheet and left without an answer (Back out of the card window,
 * a closed tab): the buyer goes on paying it under the same id and amount, or cancels the order,
 * which gives the points and coupon back at once. Until its window closes; then the order jobs
 * cancel it. In the desktop app with PortOne the payment goes on on the website, as a new one does.
 */
export function UnfinishedPayment({ sheet, payment }: { sheet: OrderSheet; payment: CardPayment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { alert, confirm } = useDialogs();
  const payByCard = usePayByCard();
  const { verify } = useFinishPayment();
  const website = useCardOnWebsite(sheet);
  const flight = useSingleFlight();
  const card = { orderId: sheet.orderId, paymentId: payment.paymentId, amount: sheet.finalAmount, orderName: payment.orderName };
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const goOn = async () => {
    if (await website.handOff()) return;
    await payByCard(card, { name: sheet.name, phoneNumber: sheet.phoneNumber, email: sheet.email });
  };

  // What the order holds goes back with the cancel: say so only when there is something.
  const givesBack = sheet.usePoint > 0 || sheet.couponId !== null;
  const cancel = async () => {
    if (!(await confirm(givesBack ? C.unfinishedCancelAskGiveBack : C.unfinishedCancelAsk, { title: C.unfinishedCancel, confirmLabel: C.unfinishedCancel, cancelLabel: C.close }))) return;
    const outcome = await cancelUnpaidOrder(sheet.orderId);
    // Paid at the last moment (the window's webhook): a purchase that went through, not a cancel.
    if (outcome === 'paid') return verify(card);
    if (outcome === 'refused') {
      await alert(C.unfinishedCancelFailed);
      await queryClient.refetchQueries({ queryKey: orderSheetKey(sheet.orderId) });
      return;
    }
    await alert(givesBack ? C.unfinishedCancelledGiveBack : C.unfinishedCancelled, { title: C.unfinishedCancel });
    navigate(checkoutReturnPath(sheet.orderId), { replace: true });
  };

  const rows: [string, string][] = [
    [C.unfinishedOrder, payment.orderName],
    ...(sheet.usePoint > 0 ? ([[C.unfinishedPoints, `−${formatWon(sheet.usePoint)}`]] as [string, string][]) : []),
    ...(sheet.couponDiscount > 0 ? ([[C.unfinishedCoupon, `−${formatWon(sheet.couponDiscount)}`]] as [string, string][]) : []),
  ];

  return (
    <section aria-labelledby="unfinished-title" className="mx-auto flex max-w-md flex-col items-center py-14 text-center sm:py-20">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600 [&>svg]:size-7">
        <CreditCard aria-hidden />
      </span>
      <h2 id="unfinished-title" className="mt-5 text-xl font-bold tracking-tight sm:text-2xl">
        {C.unfinishedTitle}
      </h2>
      <p className="mt-2 text-[15px] leading-relaxed text-sub">{C.unfinishedLead(formatDateTimeWithWeekday(payment.payBy))}</p>
      <dl className="mt-6 w-full rounded-xl border border-line bg-white px-5 py-4 text-left text-[14px]">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-1">
            <dt className="shrink-0 text-sub">{label}</dt>
            <dd className="min-w-0 truncate text-right font-medium">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold">{C.unfinishedAmount}</dt>
          <dd className="text-lg font-bold text-brand-600">{formatWon(sheet.finalAmount)}</dd>
        </div>
      </dl>
      {website.handedOff ? (
        <div className="mt-8 w-full">
          <WebsitePaymentCheck handOff={website} />
        </div>
      ) : (
        <div className="mt-8 grid w-full grid-cols-[auto_1fr] gap-2">
          <Button size="lg" variant="outline" disabled={flight.busy} onClick={() => void flight.run(cancel)}>
            {C.unfinishedCancel}
          </Button>
          <Button size="lg" disabled={flight.busy} onClick={() => void flight.run(goOn)}>
            {C.unfinishedGoOn}
          </Button>
        </div>
      )}
    </section>
  );
}
