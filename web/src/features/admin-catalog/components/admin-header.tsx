import type { ReactNode } from 'react';

/** The title row of an admin screen: heading, one-line lead and the main action. */
export function AdminHeader({ title, lead, action }: { title: string; lead?: string; action?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {lead && <p className="mt-1.5 text-[15px] text-sub">{lead}</p>}
      </div>
      {action}
    </header>
  );
}
