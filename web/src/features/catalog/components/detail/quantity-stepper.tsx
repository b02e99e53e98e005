import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_ORDER_QUANTITY } from '@store/shared';

export const QUANTITY_MAX_MESSAGE = `한 번에 최대 ${MAX_ORDER_QUANTITY}개까지 주문할 수 있습니다.`;

/**
 * − / input / + for a quantity from 1 to MAX_ORDER_QUANTITY. While the input is being edited it
 * shows what is typed (so it may be cleared to type a new number); on blur it settles on a valid
 * value. A number past the most is held at it and said so, never cut to its first digits.
 */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [overMax, setOverMax] = useState(false);
  const button = 'grid size-10 place-items-center text-ink transition-colors hover:bg-soft disabled:text-line disabled:hover:bg-transparent';

  const change = (next: number) => {
    setOverMax(next > MAX_ORDER_QUANTITY);
    onChange(Math.min(next, MAX_ORDER_QUANTITY));
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-sub">
          수량
        </label>
        <div className="flex items-center overflow-hidden rounded-xl border border-line">
          <button type="button" className={button} onClick={() => change(value - 1)} disabled={value <= 1} aria-label="수량 1개 줄이기" aria-controls={id}>
            <Minus className="size-4" aria-hidden />
          </button>
          <input
            id={id}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={draft ?? String(value)}
            aria-describedby={overMax ? `${id}-max` : undefined}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
              const typed = Number(digits);
              setDraft(typed > MAX_ORDER_QUANTITY ? String(MAX_ORDER_QUANTITY) : digits);
              if (typed >= 1) change(typed);
            }}
            onBlur={() => {
              if (draft !== null && !(Number(draft) >= 1)) change(1);
              setDraft(null);
            }}
            className="h-10 w-14 border-x border-line text-center text-[15px] font-semibold tabular-nums focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-600"
          />
          <button type="button" className={button} onClick={() => change(value + 1)} aria-label="수량 1개 늘리기" aria-controls={id}>
            <Plus className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {overMax && (
        <p id={`${id}-max`} role="alert" className="mt-2 text-right text-[13px] font-medium text-danger">
          {QUANTITY_MAX_MESSAGE}
        </p>
      )}
    </div>
  );
}
