import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from '@store/shared';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** The page numbers to show: a window of `size` around the current page (1-based). */
export function pageWindow(page: number, totalPages: number, size: number = PAGE_SIZES.pageWindow): number[] {
  if (totalPages <= 0) return [];
  const start = Math.floor((page - 1) / size) * size + 1;
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pagination({
  page,
  totalPages,
  onChange,
  label = '페이지',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const arrow = 'grid size-9 place-items-center rounded-lg text-sub hover:bg-soft disabled:opacity-30';
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-1">
      <button type="button" className={arrow} onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="이전 페이지">
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() => onChange(p)}
          aria-current={p === page ? 'page' : undefined}
          className={cn(
            'grid size-9 place-items-center rounded-lg text-sm tabular-nums',
            p === page ? 'bg-brand-600 font-bold text-white' : 'text-sub hover:bg-soft',
          )}
        >
          {p}
        </button>
      ))}
      <button type="button" className={arrow} onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="다음 페이지">
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}

/**
 * For an empty list on a page past the last (an old link, a typed address): the way back to the
 * first page. Nothing on the first page, where empty means empty.
 */
export function FirstPageButton({ page, onFirst }: { page: number; onFirst: () => void }) {
  if (page <= 1) return null;
  return (
    <Button variant="outline" size="sm" onClick={onFirst}>
      첫 페이지로
    </Button>
  );
}
