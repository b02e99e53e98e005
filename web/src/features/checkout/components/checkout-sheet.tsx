import { formatWon, type OrderSheet } from '@store/shared';
import { BottomBar, Button } from '../../../components/index.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { useCheckoutForm } from '../state/use-checkout-form.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { DiscountSection } from './discount-section.tsx';
import { OrderItems } from './order-items.tsx';
import { OrdererInfo } from './orderer-info.tsx';
import { PaymentMethodSection } from './payment-method-section.tsx';
import { WebsitePaymentCheck } from './website-payment-check.tsx';

/** The order sheet: items, orderer, coupon and points, method, and the summary with the pay button. */
export function CheckoutSheet({ sheet }: { sheet: OrderSheet }) {
  const form = useCheckoutForm(sheet);
  const checkout = useCheckoutSubmit(sheet, form);
  const locked = checkout.applied !== null;
  const amounts = checkout.applied ?? form.amounts;

  const handOff = checkout.cardOnWebsite;
  const payButton = handOff.handedOff && form.method !== 'BANK_TRANSFER' ? (
    <WebsitePaymentCheck handOff={handOff} />
  ) : (
    <Button size="lg" block loading={checkout.busy} onClick={() => void checkout.submit()}>
      {C.payLabel(formatWon(amounts.finalAmount))}
    </Button>
  );

  return (
    <>
      <div className="grid lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-8">
        <div className="flex flex-col sm:gap-4">
          <OrderItems items={sheet.orderItems} />
          <OrdererInfo sheet={sheet} />
          <DiscountSection form={form} memberPoint={sheet.memberPoint} orderTotal={sheet.totalSum} coupons={sheet.coupons} heldCoupons={sheet.heldCoupons} heldPoints={sheet.heldPoints} locked={locked} />
          <PaymentMethodSection form={form} locked={locked} cardOnWebsite={handOff.active} />
        </div>
        {/* Sticky on this grid item, not on the summary inside it: a wrapper only as tall as the
            summary gave it no room to stick, and the pay button scrolled away on wide screens. */}
        <div className="mt-0 sm:mt-4 lg:sticky lg:top-24 lg:mt-0">
          <CheckoutSummary
            amounts={amounts}
            confirmed={locked}
            agreed={form.agreed}
            onAgree={form.setAgreed}
            agreeError={form.agreeError}
            agreeRef={form.agreeRef}
            payButton={payButton}
          />
        </div>
      </div>
      <BottomBar>{payButton}</BottomBar>
      <BankAccountDialog
        open={checkout.transfer !== null}
        account={checkout.transfer?.bankAccount}
        amount={checkout.transfer?.amount ?? amounts.finalAmount}
        deadline={checkout.transfer?.depositDeadline ?? ''}
        email={form.email.trim()}
        onDone={checkout.finishTransfer}
      />
    </>
  );
}
