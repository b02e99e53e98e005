import type { ReactNode, Ref } from 'react';
import { formatNumber } from '@store/shared';
import { cn } from './cn.ts';

export interface NoteFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
  /** Tailwind min-height of the box, e.g. min-h-28. */
  minHeight: string;
  placeholder: string;
  /** What the admin should know of where the text goes (who reads it). */
  note: string;
  error: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * An admin's free text (a reason, an answer): the box, its error, a counter of the characters left
 * and a note on who reads it, each tied to the box for screen readers.
 */
export function NoteField({ id, label, value, onChange, max, rows, minHeight, placeholder, note, error, inputRef }: NoteFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-sub">
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        value={value}
        maxLength={max}
        rows={rows}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-note` : `${id}-note`}
        className={cn(
          minHeight,
          'rounded-xl border px-3 py-2 text-[15px] leading-relaxed focus:outline-none focus:ring-2',
          error ? 'border-danger focus:border-danger focus:ring-red-100' : 'border-line focus:border-brand-600 focus:ring-brand-100',
        )}
      />
      <div className="flex items-start gap-3">
        {error && (
          <p id={`${id}-error`} role="alert" className="text-[13px] text-danger">
            {error}
          </p>
        )}
        <p className="ml-auto shrink-0 text-xs tabular-nums text-mute">
          {formatNumber(value.length)}/{formatNumber(max)}
        </p>
      </div>
      <p id={`${id}-note`} className="text-[13px] leading-5 text-mute">
        {note}
      </p>
    </div>
  );
}
