import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';

/**
 * − / input / + for a quantity of at least 1. While the input is being edited it shows what
 * is typed (so it may be cleared to type a new number); on blur it settles on a valid value.
 */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const button = 'grid size-10 place-items-center text-ink transition-colors hover:bg-soft disabled:text-line disabled:hover:bg-transparent';

  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-semibold text-sub">
        수량
      </label>
      <div className="flex items-center overflow-hidden rounded-xl border border-line">
        <button type="button" className={button} onClick={() => onChange(value - 1)} disabled={value <= 1} aria-label="수량 1개 줄이기" aria-controls={id}>
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
            setDraft(digits);
            if (Number(digits) >= 1) onChange(Number(digits));
          }}
          onBlur={() => {
            if (draft !== null && !(Number(draft) >= 1)) onChange(1);
            setDraft(null);
          }}
          className="h-10 w-14 border-x border-line text-center text-[15px] font-semibold tabular-nums focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-600"
        />
        <button type="button" className={button} onClick={() => onChange(value + 1)} aria-label="수량 1개 늘리기" aria-controls={id}>
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
