import type { ReactNode } from 'react';
import { formatNumber } from '@store/shared';
import { cn, EmptyState, ErrorState, FirstPageButton, LoadingState, Pagination } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export function AdminHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {lead && <p className="mt-1 text-[15px] text-sub">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export function Panel({ title, children, className, actions }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={cn('rounded-2xl border border-line bg-white p-4 sm:p-6', className)}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-bold">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * A wide table that scrolls sideways on a phone instead of squeezing its columns. `relative`
 * keeps absolutely positioned cell content (sr-only text) inside the scroll box, else it
 * widens the whole page. With `cards`, each row is a card below lg instead (components/
 * table-cards.ts): the cells' `data-label` names them, `cardHead` and the others place them.
 */
export function TableScroll({ label, cards = false, children }: { label: string; cards?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn('relative', cards ? 'max-lg:rounded-xl max-lg:border max-lg:border-line lg:overflow-x-auto' : '-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0')}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={cn('w-full border-collapse text-left text-sm', cards ? 'table-cards lg:min-w-[760px]' : 'min-w-[760px]')}>{children}</table>
    </div>
  );
}

export const th = 'border-b border-line bg-soft px-3 py-2.5 font-semibold text-sub whitespace-nowrap';
export const td = 'border-b border-line px-3 py-3 align-middle';

/** Definition rows for detail screens. */
export function InfoGrid({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2.5 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([k, v], i) => (
        <div key={i} className="contents">
          <dt className="text-sub">{k}</dt>
          <dd className="min-w-0 break-words text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "총 1,234건", or "총 10,000건 이상" when the server stopped counting (it counts a long list up to a bound). */
export function TotalCount({ total, capped, unit = '건' }: { total: number; capped: boolean; unit?: string }) {
  return (
    <p className="mb-2 text-sm text-sub">
      총 {formatNumber(total)}
      {unit}
      {capped && ' 이상'}
    </p>
  );
}

type PagedQuery<D> = { isPending: boolean; isError: boolean; error: unknown; data: D | undefined };

/**
 * A paged admin list's states in one place: loading, the error, the empty message, else the
 * count, the rows (`children`) and the page links.
 */
export function PagedList<R>({
  query,
  empty,
  page,
  onPage,
  pageLabel,
  children,
}: {
  query: PagedQuery<{ content: R[]; totalElements: number; totalPages: number; totalCapped: boolean }>;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  pageLabel: string;
  children: (rows: R[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState message={errorMessage(query.error)} />;
  const { content, totalElements, totalPages, totalCapped } = query.data;
  if (content.length === 0)
    return (
      <EmptyState
        message={empty}
        action={<FirstPageButton page={page} onFirst={() => onPage(1)} />}
      />
    );
  return (
    <>
      <TotalCount total={totalElements} capped={totalCapped} />
      {children(content)}
      <div className="mt-4">
        <Pagination page={page} totalPages={totalPages} onChange={onPage} label={pageLabel} />
      </div>
    </>
  );
}
