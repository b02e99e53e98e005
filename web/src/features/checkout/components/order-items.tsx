import type { OrderSheet } from '@store/shared';
import { Price, Thumbnail } from '../../../components/index.ts';
import { subscriptionLabel } from '../format.ts';
import { CheckoutSection } from './checkout-section.tsx';

/** The ordered programs: image, name, period, count and the server's price for each line. */
export function OrderItems({ items }: { items: OrderSheet['orderItems'] }) {
  return (
    <CheckoutSection id="order-items-title" title={`주문 상품 ${items.length}개`}>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
            <Thumbnail src={item.imageUrl} alt="" className="size-16 sm:size-20" />
            <div className="flex min-w-0 flex-1 flex-col justify-between gap-1 sm:flex-row sm:items-center">
              <div className="min-w-0">
                <p className="line-clamp-2 text-[15px] font-semibold leading-snug">{item.name}</p>
                <p className="mt-1 text-[13px] text-sub">
                  {subscriptionLabel(item.subscriptionPeriod)} 구독 <span aria-hidden>·</span> 수량 {item.count}개
                </p>
              </div>
              <Price amount={item.orderPrice} className="shrink-0 text-[15px] font-bold sm:text-base" />
            </div>
          </li>
        ))}
      </ul>
    </CheckoutSection>
  );
}
