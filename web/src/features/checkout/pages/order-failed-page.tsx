import { CircleAlert } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/index.ts';
import { CART_PATH } from '../../../lib/checkout-return.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ResultLayout } from '../components/result-layout.tsx';
import type { OrderFailedState } from '../state/order-result.ts';

/** /order/failed: payment failed, try again (store.md §2), with the reason when there is one. */
export function OrderFailedPage() {
  usePageTitle('결제 실패');
  const state = useLocation().state as OrderFailedState | null;
  const reason = state?.reason;
  // Opened without state (a bookmark): the cart, as the spec has it.
  const retry = state?.returnTo ?? CART_PATH;
  return (
    <ResultLayout
      tone="danger"
      icon={<CircleAlert aria-hidden />}
      title="결제에 실패했습니다"
      lead="결제가 정상적으로 처리되지 않았습니다. 다시 시도해 주세요."
      actions={
        <>
          <ButtonLink to="/" variant="outline" size="lg">
            홈으로
          </ButtonLink>
          <ButtonLink to={retry} size="lg">
            {retry === CART_PATH ? '장바구니로 가기' : '상품으로 돌아가기'}
          </ButtonLink>
        </>
      }
    >
      {reason && (
        <p className="rounded-xl bg-soft px-4 py-3 text-center text-[14px] text-sub">
          <span className="font-semibold text-ink">실패 사유</span> · {reason}
        </p>
      )}
    </ResultLayout>
  );
}
