import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface NarrowPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: a step indicator, a back link. */
  top?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The single-column screen of sign-up and account recovery: a readable form width, a large
 * title, and on wide screens a card on a soft background so the form does not float.
 */
export function NarrowPage({ title, description, top, children, className }: NarrowPageProps) {
  return (
    <div className="sm:pt-14">
      <div
        className={cn(
          'mx-auto w-full max-w-[480px] px-5 pb-12 pt-8 sm:rounded-3xl sm:border sm:border-line sm:bg-white sm:px-10 sm:pb-10 sm:pt-10 sm:shadow-[0_8px_32px_rgba(25,31,40,0.06)]',
          className,
        )}
      >
        {top}
        <h1 className="text-[24px] font-bold leading-snug tracking-tight text-ink sm:text-[26px]">{title}</h1>
        {description && <p className="mt-2 text-[15px] leading-relaxed text-sub">{description}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
