import { Minus, Plus, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DETAIL_MONTH_OPTIONS, discountLabel, isSubscriptionPeriod, MAX_ORDER_QUANTITY, periodLabel, type CartItem } from '@store/shared';
import { Checkbox, Price, Thumbnail } from '../../../components/index.ts';
import { CART_COPY as C } from '../messages.ts';

export function subscriptionLabel(period: number): string {
  return isSubscriptionPeriod(period) ? periodLabel(period) : `${period}개월`;
}

interface CartLineProps {
  line: CartItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onChange: (next: { count: number; subscriptionPeriod: number }) => void;
}

/** One cart line: tick box, thumbnail, name, months and quantity to change, the server's line total, delete. */
export function CartLine({ line, checked, disabled, onToggle, onDelete, onChange }: CartLineProps) {
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
        <LineOptions line={line} name={name} disabled={disabled} onChange={onChange} />
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

// The months the product page offers, and the line's own should it hold others (added elsewhere).
const monthsFor = (period: number) => (DETAIL_MONTH_OPTIONS as readonly number[]).includes(period) ? DETAIL_MONTH_OPTIONS : [...DETAIL_MONTH_OPTIONS, period];

/** Months and quantity, each change saved at once (the line's total comes back from the server). */
function LineOptions({ line, name, disabled, onChange }: { line: CartItem; name: string; disabled: boolean; onChange: CartLineProps['onChange'] }) {
  const step = 'grid size-8 place-items-center text-ink transition-colors hover:bg-soft disabled:text-line disabled:hover:bg-transparent';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`months-${line.itemId}-${line.subscriptionPeriod}`}>
        {`${name} ${C.period}`}
      </label>
      <select
        id={`months-${line.itemId}-${line.subscriptionPeriod}`}
        value={line.subscriptionPeriod}
        disabled={disabled}
        onChange={(e) => onChange({ count: line.count, subscriptionPeriod: Number(e.target.value) })}
        className="h-8 rounded-lg border border-line bg-white pl-2.5 pr-8 text-[13px] font-medium text-ink focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:opacity-50"
      >
        {monthsFor(line.subscriptionPeriod).map((months) => (
          <option key={months} value={months}>
            {subscriptionLabel(months)} 구독
          </option>
        ))}
      </select>
      <div className="flex items-center overflow-hidden rounded-lg border border-line" role="group" aria-label={`${name} ${C.quantity}`}>
        <button type="button" className={step} disabled={disabled || line.count <= 1} onClick={() => onChange({ count: line.count - 1, subscriptionPeriod: line.subscriptionPeriod })} aria-label={C.fewer(name)}>
          <Minus className="size-3.5" aria-hidden />
        </button>
        <output className="grid h-8 min-w-10 place-items-center border-x border-line px-1.5 text-[13px] font-semibold tabular-nums" aria-live="polite">
          {line.count}개
        </output>
        <button
          type="button"
          className={step}
          disabled={disabled || line.count >= MAX_ORDER_QUANTITY}
          onClick={() => onChange({ count: line.count + 1, subscriptionPeriod: line.subscriptionPeriod })}
          aria-label={C.more(name)}
        >
          <Plus className="size-3.5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
