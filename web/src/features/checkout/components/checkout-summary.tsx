import { useId, type ReactNode, type RefObject } from 'react';
import type { CheckoutAmounts } from '@store/shared';
import { Checkbox, Price } from '../../../components/index.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';

interface CheckoutSummaryProps {
  amounts: CheckoutAmounts;
  /** The amounts are the server's answer (the sheet is applied), not the live preview. */
  confirmed: boolean;
  agreed: boolean;
  onAgree: (value: boolean) => void;
  agreeError: string | undefined;
  agreeRef: RefObject<HTMLInputElement | null>;
  /** The pay button for wide screens (phones get it in the BottomBar). */
  payButton: ReactNode;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-sub">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** 상품 금액, 포인트 사용, 쿠폰 할인 and 최종 결제 금액, then the required agreement. */
export function CheckoutSummary({ amounts, confirmed, agreed, onAgree, agreeError, agreeRef, payButton }: CheckoutSummaryProps) {
  const agreeId = useId();
  return (
    <section aria-labelledby="checkout-summary-title" className="py-6 sm:rounded-2xl sm:border sm:border-line sm:bg-white sm:p-6">
      <h2 id="checkout-summary-title" className="text-[17px] font-bold tracking-tight">
        결제 금액
      </h2>
      <dl className="mt-4 space-y-2.5 text-[15px]">
        <Row label="상품 금액">
          <Price amount={amounts.totalSum} />
        </Row>
        <Row label="포인트 사용">
          {amounts.usePoint > 0 && <span aria-hidden>−</span>}
          <Price amount={amounts.usePoint} className={amounts.usePoint > 0 ? 'text-brand-700' : undefined} />
        </Row>
        <Row label="쿠폰 할인">
          {amounts.couponDiscount > 0 && <span aria-hidden>−</span>}
          <Price amount={amounts.couponDiscount} className={amounts.couponDiscount > 0 ? 'text-brand-700' : undefined} />
        </Row>
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="font-bold">최종 결제 금액</span>
        <output aria-live="polite" aria-label="최종 결제 금액">
          <Price amount={amounts.finalAmount} className="text-2xl font-extrabold text-brand-700" />
        </output>
      </div>
      {confirmed && <p className="mt-2 text-right text-[13px] text-mute">주문서에 적용된 금액입니다.</p>}

      <div className="mt-5 rounded-xl bg-soft/70 p-4">
        <Checkbox
          ref={agreeRef}
          id={agreeId}
          checked={agreed}
          onChange={(e) => onAgree(e.target.checked)}
          aria-invalid={agreeError ? true : undefined}
          aria-describedby={agreeError ? `${agreeId}-msg` : undefined}
          label={
            <span className="font-semibold">
              <span className="text-brand-600">[필수]</span> {C.agreement}
            </span>
          }
          className="items-start [&>input]:mt-0.5"
        />
        {agreeError && (
          <p id={`${agreeId}-msg`} role="alert" className="mt-2 text-[13px] text-danger">
            {agreeError}
          </p>
        )}
        <p className="mt-2 pl-7 text-xs leading-relaxed text-mute">
          구독 상품은 결제 후 7일 이내, 라이선스 키를 사용하기 전까지 취소할 수 있습니다.
        </p>
      </div>
      <div className="mt-5 hidden lg:block">{payButton}</div>
    </section>
  );
}
