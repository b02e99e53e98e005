import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * The page's width and side padding; every screen's outermost box. On a screen with a floating
 * button the side padding grows between 640 and 1279 px, so the button never covers the content
 * (chat-channel-button.tsx; from 1280 px it sits in the margin beside the column instead).
 */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 with-floating-button:sm:px-16 with-floating-button:xl:px-6', className)}>{children}</div>;
}

export function PageTitle({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <header className="mb-8 mt-10 sm:mt-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-[15px] text-sub">{description}</p>}
    </header>
  );
}
