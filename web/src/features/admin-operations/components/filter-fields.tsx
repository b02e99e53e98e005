import { useId, useState, type ReactNode, type SelectHTMLAttributes, type InputHTMLAttributes } from 'react';
import { ADMIN_LIST_MESSAGES } from '@store/shared';
import { Button, cn } from '../../../components/index.ts';
import { MSG } from '../messages.ts';

// Compact labelled controls for the admin filter bars.

const control = 'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

export function FilterSelect({ label, options, className, ...rest }: { label: string; options: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={cn('flex min-w-32 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-sub">
        {label}
      </label>
      <select id={id} className={control} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterInput({ label, className, ...rest }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={cn('flex min-w-36 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-sub">
        {label}
      </label>
      <input id={id} className={control} {...rest} />
    </div>
  );
}

/**
 * A bar with 시작일/종료일 (`from`/`to`) says a reversed range here instead of sending it: the
 * server would refuse it with the same words, after the list had already gone blank.
 */
export function FilterBar({ children, onSubmit, label }: { children: ReactNode; onSubmit: (form: FormData) => void; label: string }) {
  const [rangeError, setRangeError] = useState<string | null>(null);
  const errorId = useId();
  return (
    <form
      role="search"
      aria-label={label}
      aria-describedby={rangeError ? errorId : undefined}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-soft/60 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const [from, to] = [formText(form, 'from'), formText(form, 'to')];
        const reversed = from !== undefined && to !== undefined && from > to;
        setRangeError(reversed ? ADMIN_LIST_MESSAGES.badRange : null);
        if (!reversed) onSubmit(form);
      }}
    >
      {children}
      {rangeError && (
        <p id={errorId} role="alert" className="basis-full text-sm font-medium text-danger">
          {rangeError}
        </p>
      )}
    </form>
  );
}

/** The bar's 검색 (submits) and 초기화 (clears every filter) pair. */
export function FilterActions({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" className="h-10">
        {MSG.search}
      </Button>
      <Button type="button" size="sm" variant="ghost" className="h-10" onClick={onReset}>
        {MSG.reset}
      </Button>
    </div>
  );
}

export const formText = (form: FormData, key: string): string | undefined => {
  const v = form.get(key);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};
