import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { discountLabel, isSubscriptionPeriod, periodLabel, type CartItem } from '@store/shared';
import { Checkbox, Price, Thumbnail } from '../../../components/index.ts';

export function subscriptionLabel(period: number): string {
  return isSubscriptionPeriod(period) ? periodLabel(period) : `${period}개월`;
}

interface CartLineProps {
  line: CartItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** One cart line: tick box, thumbnail, name, period and quantity, the server's line total, delete. */
export function CartLine({ line, checked, disabled, onToggle, onDelete }: CartLineProps) {
  const href = `/products/${line.itemId}`;
  // The same program can be in the cart for two periods: the period tells the lines apart.
  const name = `${line.itemName} ${subscriptionLabel(line.subscriptionPeriod)}`;
  // As the product page shows it for these months: the item's rate and the months discount.
  const discount = discountLabel(line.discountRate, isSubscriptionPeriod(line.subscriptionPeriod) ? line.subscriptionPeriod : null);
  return (
    <li className="flex gap-3 py-5 sm:gap-4">
      <Checkbox
        checked={checked}
        onChange={onToggle}
        label={<span className="sr-only">{`${name} 선택`}</span>}
        className="mt-0.5 self-start"
      />
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <Thumbnail src={line.itemImagePath} alt="" className="size-20 sm:size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-ink sm:text-base">
            <Link to={href} className="hover:underline">
              {line.itemName}
            </Link>
          </h3>
          <button
            type="button"
            onClick={onDelete}
            disabled={disabled}
            aria-label={`${name} 삭제`}
            className="-mr-1.5 -mt-1 grid size-8 shrink-0 place-items-center rounded-lg text-mute hover:bg-soft hover:text-ink disabled:opacity-40"
          >
            <X className="size-[18px]" aria-hidden />
          </button>
        </div>
        <p className="mt-1 text-[13px] text-sub">
          {subscriptionLabel(line.subscriptionPeriod)} 구독 <span aria-hidden>·</span> 수량 {line.count}개
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 pt-2">
          <p className="text-[13px] text-mute">
            월 <Price amount={line.salePrice} />
            {discount && <span className="ml-1 font-semibold text-danger">{discount}</span>}
          </p>
          {/* ml-auto: when a long discount pushes it onto a line of its own, it stays at the right. */}
          <p className="ml-auto text-[17px] font-bold text-ink">
            <span className="sr-only">상품 금액 </span>
            <Price amount={line.totalPrice} />
          </p>
        </div>
      </div>
    </li>
  );
}
