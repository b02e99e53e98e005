import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cn, FieldShell } from '../../../components/index.ts';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  containerClassName?: string;
}

/** A labelled native select with the same look and error wiring as TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, options, className, containerClassName, id, ...rest }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} error={error} className={containerClassName}>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-msg` : undefined}
        className={cn(
          'h-12 w-full rounded-xl border bg-white px-3 text-[15px] text-ink focus:outline-none focus:ring-2',
          error ? 'border-danger focus:ring-red-100' : 'border-line focus:border-brand-600 focus:ring-brand-100',
          className,
        )}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
