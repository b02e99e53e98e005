import { cn } from '../../../components/cn.ts';

/** An on/off switch (role="switch") with its label and the time of the last change. */
export function PreferenceSwitch({
  id,
  label,
  description,
  checked,
  updatedAt,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  updatedAt: string;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <p id={`${id}-label`} className="text-[15px] font-semibold text-ink">
          {label}
        </p>
        <p id={`${id}-desc`} className="mt-0.5 text-sm text-sub">
          {description}
        </p>
        <p className="mt-1 text-xs text-mute">최근 변경 {updatedAt}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-desc`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-50',
          checked ? 'bg-brand-600' : 'bg-[#c4c9cf]',
        )}
      >
        <span className={cn('absolute top-1 size-5 rounded-full bg-white shadow transition-all', checked ? 'left-6' : 'left-1')} aria-hidden />
      </button>
    </div>
  );
}
