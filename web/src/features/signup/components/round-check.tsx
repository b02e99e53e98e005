import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../../components/cn.ts';

interface RoundCheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  size?: 'md' | 'lg';
}

/** A native checkbox drawn as the round check of Korean sign-up screens; keyboard and screen readers see the real input. */
export function RoundCheck({ label, size = 'md', className, ...input }: RoundCheckProps) {
  return (
    <label className={cn('flex min-w-0 flex-1 cursor-pointer items-center gap-3', className)}>
      <input type="checkbox" className="peer sr-only" {...input} />
      <span
        aria-hidden
        className={cn(
          'grid shrink-0 place-items-center rounded-full border-2 border-line bg-white text-transparent transition-colors',
          'peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          size === 'lg' ? 'size-7' : 'size-6',
        )}
      >
        <Check className={size === 'lg' ? 'size-4' : 'size-3.5'} strokeWidth={3} />
      </span>
      <span className="min-w-0">{label}</span>
    </label>
  );
}
