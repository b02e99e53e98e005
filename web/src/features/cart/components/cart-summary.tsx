import { formatWon } from '@store/shared';
import { Button, Price } from '../../../components/index.ts';
import { CART_COPY as C } from '../messages.ts';

interface CartSummaryProps {
  count: number;
  total: number;
  busy: boolean;
  onPay: () => void;
}

/**
 * What the ticked lines cost, in a side card that stays in view on wide screens. Its pay button
 * shows there only; phones get the same button in the BottomBar (display:none keeps exactly one
 * of the two in the accessibility tree).
 */
export function CartSummary({ count, total, busy, onPay }: CartSummaryProps) {
  const label = C.pay(count, formatWon(total));
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-2xl border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-24">
      <h2 id="cart-summary-title" className="text-base font-bold">
        {C.summaryTitle}
      </h2>
      <dl className="mt-4 space-y-2.5 text-[15px]">
        <div className="flex justify-between">
          <dt className="text-sub">선택 상품</dt>
          <dd className="tabular-nums">{count}개</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-sub">상품 금액</dt>
          <dd>
            <Price amount={total} />
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="font-bold">총 결제 예정 금액</span>
        <output aria-live="polite">
          <Price amount={total} className="text-2xl font-extrabold text-brand-700" />
        </output>
      </div>
      <p className="mt-3 text-[13px] leading-relaxed text-mute">{C.summaryNote}</p>
      <div className="mt-5 hidden lg:block">
        <Button size="lg" block loading={busy} onClick={onPay}>
          {label}
        </Button>
      </div>
    </section>
  );
}
