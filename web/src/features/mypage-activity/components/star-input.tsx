import { Star } from 'lucide-react';
import { REVIEW_RATE_LABELS } from '@store/shared';
import { cn } from '../../../components/index.ts';

const RATES = [1, 2, 3, 4, 5] as const;

/**
 * 1–5 stars with labels (store.md §5) as a native radio group: arrow keys move between stars,
 * each star is named "4점 좋아요" for screen readers.
 */
export function StarInput({ value, onChange, error, name, legend }: { value: number; onChange: (rate: number) => void; error?: string | undefined; name: string; legend: string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-sub">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {RATES.map((rate) => (
            <label key={rate} className="cursor-pointer p-0.5">
              <input type="radio" name={name} value={rate} checked={value === rate} onChange={() => onChange(rate)} className="peer sr-only" />
              <Star
                className={cn('size-8 rounded transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600', rate <= value ? 'fill-amber-400 text-amber-400' : 'fill-line text-line hover:fill-amber-200 hover:text-amber-200')}
                aria-hidden
              />
              <span className="sr-only">
                {rate}점 {REVIEW_RATE_LABELS[rate]}
              </span>
            </label>
          ))}
        </div>
        <span className="text-[15px] font-semibold text-ink" aria-live="polite">
          {value >= 1 && value <= 5 ? REVIEW_RATE_LABELS[value as 1 | 2 | 3 | 4 | 5] : ''}
        </span>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-[13px] text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
