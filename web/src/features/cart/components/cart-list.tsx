import type { CartItem } from '@store/shared';
import { Checkbox } from '../../../components/index.ts';
import { CART_COPY as C } from '../messages.ts';
import { lineKey, type useCartSelection } from '../state/cart-selection.ts';
import { CartLine } from './cart-line.tsx';

interface CartListProps {
  items: CartItem[];
  selection: ReturnType<typeof useCartSelection>;
  busy: boolean;
  onDelete: (line: CartItem) => void;
  onChange: (line: CartItem, next: { count: number; subscriptionPeriod: number }) => void;
  onDeleteSelected: () => void;
}

/** The select-all bar with 선택 삭제, then the lines. */
export function CartList({ items, selection, busy, onDelete, onChange, onDeleteSelected }: CartListProps) {
  return (
    <section aria-labelledby="cart-list-title">
      <h2 id="cart-list-title" className="sr-only">
        장바구니 상품 목록
      </h2>
      <div className="flex items-center justify-between border-b-2 border-ink pb-3">
        <Checkbox
          checked={selection.allSelected}
          onChange={selection.toggleAll}
          label={
            <span className="font-semibold">
              {C.selectAll}{' '}
              <span className="font-normal text-mute">
                ({selection.selected.length}/{items.length})
              </span>
            </span>
          }
        />
        <button
          type="button"
          onClick={onDeleteSelected}
          disabled={busy}
          className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-sub hover:bg-soft hover:text-ink disabled:opacity-40"
        >
          {C.deleteSelected}
        </button>
      </div>
      <ul className="divide-y divide-line">
        {items.map((line) => (
          <CartLine
            key={lineKey(line)}
            line={line}
            checked={selection.isSelected(lineKey(line))}
            disabled={busy}
            onToggle={() => selection.toggle(lineKey(line))}
            onDelete={() => onDelete(line)}
            onChange={(next) => onChange(line, next)}
          />
        ))}
      </ul>
    </section>
  );
}
