import { formatNumber } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../../components/index.ts';
import { COPY } from '../messages.ts';

/** A titled block of my page with an optional count and a link to the full list. */
export function SectionCard({ title, count, to, children, className, headingLevel = 2 }: { title: string; count?: number; to?: string; children: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('rounded-2xl border border-line bg-white p-5 sm:p-6', className)} aria-label={title}>
      <header className="mb-4 flex items-center justify-between gap-3">
        <Heading className="flex items-baseline gap-2 text-lg font-bold">
          {title}
          {count !== undefined && <span className="text-base font-semibold text-brand-600 tabular-nums">{formatNumber(count)}</span>}
        </Heading>
        {to && (
          <Link to={to} className="inline-flex items-center gap-0.5 text-sm text-sub hover:text-ink" aria-label={`${title} ${COPY.viewAll}`}>
            {COPY.viewAll}
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

export function PageHeading({ title, description }: { title: string; description?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-1 text-[15px] text-sub">{description}</p>}
    </header>
  );
}
