import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * The page's width and side padding; every screen's outermost box. On a screen with a floating
 * button the side padding grows between 640 and 1279 px, so the button never covers the content
 * (chat-channel-button.tsx; from 1280 px it sits in the margin beside the column instead).
 */
export function Container({ children, className, maxWidth = 'max-w-6xl' }: { children: ReactNode; className?: string; maxWidth?: `max-w-${string}` }) {
  // The width is a prop, not a class passed in: cn only joins classes, so a second max-w-* in
  // `className` would lose to this one whenever Tailwind's stylesheet lists it first.
  return <div className={cn('mx-auto w-full px-4 sm:px-6 with-floating-button:sm:px-16 with-floating-button:xl:px-6', maxWidth, className)}>{children}</div>;
}

export function PageTitle({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <header className="mb-8 mt-10 sm:mt-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-[15px] text-sub">{description}</p>}
    </header>
  );
}
