import { ShoppingCart } from 'lucide-react';
import { DETAIL_MONTH_OPTIONS, discountLabel, periodLabel, type ItemDetail } from '@store/shared';
import { Button, cn, Price } from '../../../../components/index.ts';
import { usePurchaseOptions } from '../../state/purchase-options.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { usePurchaseActions } from './use-purchase-actions.ts';

/** Months 1/3/6, quantity, the total from subscriptionTotal, and the cart / buy buttons. */
export function PurchaseBox({ item }: { item: Pick<ItemDetail, 'itemId' | 'salePrice' | 'discountRate'> }) {
  const options = usePurchaseOptions(item.salePrice);
  const { busy, addItemToCart, buyNow } = usePurchaseActions(item.itemId);
  const chosen = { months: options.months, quantity: options.quantity };

  return (
    <section aria-label="구매 옵션" className="mt-6 rounded-2xl border border-line p-5 sm:p-6">
      <fieldset>
        <legend className="text-sm font-semibold text-sub">구독 기간</legend>
        <div className="mt-2.5 grid grid-cols-3 gap-2">
          {DETAIL_MONTH_OPTIONS.map((months) => {
            const active = months === options.months;
            const discount = discountLabel(item.discountRate, months);
            return (
              <label
                key={months}
                className={cn(
                  'relative flex cursor-pointer flex-col items-center rounded-xl border px-2 py-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  active ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-200',
                )}
              >
                <input
                  type="radio"
                  name="months"
                  value={months}
                  checked={active}
                  onChange={() => options.setMonths(months)}
                  className="sr-only"
                />
                <span className={cn('text-[15px] font-bold', active ? 'text-brand-700' : 'text-ink')}>{periodLabel(months)}</span>
                <span className={cn('mt-0.5 text-xs', discount ? 'font-semibold text-red-700' : 'text-mute')}>
                  {discount ?? '정가'}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-5">
        <QuantityStepper value={options.quantity} onChange={options.setQuantity} />
      </div>

      <div className="mt-5 flex items-center justify-between border-t border-line pt-5">
        <span className="text-sm font-semibold text-sub">총 상품 금액</span>
        <output aria-live="polite" className="text-right">
          <span className="mr-2 text-[13px] text-mute">
            {periodLabel(options.months)} × {options.quantity}개
          </span>
          <Price amount={options.total} className="text-2xl font-extrabold text-brand-700" />
        </output>
      </div>

      <div className="mt-5 grid grid-cols-[auto_1fr] gap-2 sm:grid-cols-2">
        <Button variant="outline" size="lg" onClick={() => void addItemToCart(chosen)} loading={busy === 'cart'} disabled={busy !== null}>
          <ShoppingCart className="size-5" aria-hidden />
          장바구니
        </Button>
        <Button size="lg" onClick={() => void buyNow(chosen)} loading={busy === 'order'} disabled={busy !== null}>
          바로 구매
        </Button>
      </div>
    </section>
  );
}
