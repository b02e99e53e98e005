import type { ReactNode } from 'react';

/** One block of the order sheet: a titled card on wide screens, a plain band on phones. */
export function CheckoutSection({ id, title, aside, children }: { id: string; title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-b-8 border-soft py-6 sm:rounded-2xl sm:border sm:border-line sm:px-6">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-[17px] font-bold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
