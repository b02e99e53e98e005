import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * The phone-width action bar of cart and checkout: sticky to the bottom edge while the page
 * scrolls, and resting above the footer at the end (sticky, not fixed, so it never covers it).
 * Render it as the last child of the page's outermost box. Hidden on wide screens, where the
 * same action sits in the side card.
 */
export function BottomBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'sticky bottom-0 z-30 -mx-4 mt-6 border-t border-line bg-white px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 sm:-mx-6 sm:px-6 lg:hidden',
        className,
      )}
    >
      {children}
    </div>
  );
}
