import { CircleAlert } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/index.ts';
import { CART_PATH } from '../../../lib/checkout-return.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ResultLayout } from '../components/result-layout.tsx';
import { CHECKOUT_COPY as C } from '../messages.ts';
import type { OrderFailedState } from '../state/order-result.ts';

/** /order/failed: payment failed, try again (store.md §2), with the reason when there is one. */
export function OrderFailedPage() {
  usePageTitle('결제 실패');
  const state = useLocation().state as OrderFailedState | null;
  // A reason of its own only: the general "결제에 실패했습니다. 다시 시도해 주세요." (what the server
  // says of a declined card, and the fallback) would only repeat the heading and the lead.
  const reason = state?.reason && state.reason !== C.paymentFailed ? state.reason : undefined;
  // Opened without state (a bookmark): the cart, as the spec has it.
  const retry = state?.returnTo ?? CART_PATH;
  return (
    <ResultLayout
      tone="danger"
      icon={<CircleAlert aria-hidden />}
      title={C.failedTitle}
      lead={C.failedLead}
      actions={
        <>
          <ButtonLink to="/" variant="outline" size="lg">
            {C.toHome}
          </ButtonLink>
          <ButtonLink to={retry} size="lg">
            {retry === CART_PATH ? C.toCart : C.toProduct}
          </ButtonLink>
        </>
      }
    >
      {reason && (
        <p className="rounded-xl bg-soft px-4 py-3 text-center text-[14px] text-sub">
          <span className="font-semibold text-ink">{C.failedReason}</span> · {reason}
        </p>
      )}
    </ResultLayout>
  );
}
