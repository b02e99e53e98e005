import type { ReactNode } from 'react';

/** A titled white card: the building block of the account screens. */
export function AccountSection({ title, action, children, labelledBy }: { title: ReactNode; action?: ReactNode; children: ReactNode; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-2xl border border-line bg-white p-5 sm:p-7">
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 id={labelledBy} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function ScreenHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-[15px] text-sub">{lead}</p>
    </header>
  );
}
