import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const control =
  'w-full rounded-xl border bg-white px-4 text-[15px] text-ink placeholder:text-mute transition-colors focus:outline-none focus:ring-2 disabled:bg-soft disabled:text-mute';
const ok = 'border-line focus:border-brand-600 focus:ring-brand-100';
const bad = 'border-danger focus:border-danger focus:ring-red-100';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
  children: ReactNode;
  className?: string | undefined;
}

/** The id of the message FieldShell shows below `id`'s control, for its aria-describedby; undefined when none shows. */
export const fieldMessageId = (id: string, shown: unknown): string | undefined => (shown ? `${id}-msg` : undefined);

/** Label, control and the Korean error or hint below it, wired with aria attributes. */
export function FieldShell({ id, label, error, hint, hideLabel, children, className }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-semibold text-sub', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-msg`} role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-msg`} className="text-[13px] text-mute">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Rendered to the right of the input (a button such as 인증 요청). */
  addon?: ReactNode;
  /** Rendered inside the input at its right edge (a countdown, a show-password toggle). */
  suffix?: ReactNode;
  containerClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, addon, suffix, className, containerClassName, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const field = (
    <input
      ref={ref}
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldMessageId(inputId, error || hint)}
      className={cn(control, 'h-12', error ? bad : ok, suffix ? 'pr-16' : undefined, className)}
      {...rest}
    />
  );
  const input = suffix ? (
    <div className="relative">
      {field}
      <div className="absolute inset-y-0 right-0 flex items-center gap-1 pr-3">{suffix}</div>
    </div>
  ) : (
    field
  );
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} hideLabel={hideLabel} className={containerClassName}>
      {addon ? (
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">{input}</div>
          {addon}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, containerClassName, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={containerClassName}>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldMessageId(inputId, error || hint)}
        className={cn(control, 'min-h-40 py-3 leading-relaxed', error ? bad : ok, className)}
        {...rest}
      />
    </FieldShell>
  );
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <label htmlFor={inputId} className={cn('inline-flex cursor-pointer items-center gap-2 text-[15px] text-ink', className)}>
      <input ref={ref} id={inputId} type="checkbox" className="size-5 cursor-pointer rounded accent-brand-600" {...rest} />
      <span>{label}</span>
    </label>
  );
});
