import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated.ts';
import { cn } from './cn.ts';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'muted';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-1.5 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 select-none whitespace-nowrap';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  outline: 'border border-line bg-white text-ink hover:bg-soft',
  ghost: 'text-sub hover:bg-soft hover:text-ink',
  danger: 'bg-danger text-white hover:brightness-95',
  /** Looks inactive but stays clickable (a guarded Next that explains itself on click). */
  muted: 'bg-line text-sub hover:bg-[#dde1e5]',
};
const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-[15px]',
  lg: 'h-14 px-6 text-base',
};

export interface ButtonStyleProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonStyleProps, extra?: string) {
  return cn(base, variants[variant], sizes[size], block && 'w-full', extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  // In server-rendered HTML a submit button is a plain button until the page's code runs: a form
  // sent by the browser itself would put its fields (a password) into the address.
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type={type === 'submit' && !hydrated ? 'button' : type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />}
      {children}
    </button>
  );
});

export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & ButtonStyleProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
