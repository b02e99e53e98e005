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
      {/* The real input sits transparent over the drawn circle, so a click or tap on either hits it. */}
      <span className={cn('relative grid shrink-0 place-items-center', size === 'lg' ? 'size-7' : 'size-6')}>
        <input type="checkbox" className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0" {...input} />
        <span
          aria-hidden
          className={cn(
            'grid size-full place-items-center rounded-full border-2 border-line bg-white text-transparent transition-colors',
            'peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          )}
        >
          <Check className={size === 'lg' ? 'size-4' : 'size-3.5'} strokeWidth={3} />
        </span>
      </span>
      <span className="min-w-0">{label}</span>
    </label>
  );
}
