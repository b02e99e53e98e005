import { PRODUCT_FILTER_LABELS, PRODUCT_FILTERS, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductFilter, type ProductSort } from '@store/shared';
import { cn } from '../../../../components/index.ts';

/** Category chips of /products; scrolls sideways on phones. */
export function FilterBar({ value, onChange }: { value: ProductFilter; onChange: (value: ProductFilter) => void }) {
  return (
    <nav aria-label="상품 카테고리" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {PRODUCT_FILTERS.map((filter) => {
          const active = filter === value;
          return (
            <li key={filter}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(filter)}
                className={cn(
                  'h-10 rounded-full border px-4 text-[15px] font-semibold transition-colors',
                  active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-sub hover:border-ink/40 hover:text-ink',
                )}
              >
                {PRODUCT_FILTER_LABELS[filter]}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Sort options as a row of text buttons separated by dots. */
export function SortBar({ value, onChange }: { value: ProductSort; onChange: (value: ProductSort) => void }) {
  return (
    <nav aria-label="정렬 기준">
      <ul className="flex flex-wrap items-center text-[13px] sm:text-sm">
        {PRODUCT_SORTS.map((sort, i) => {
          const active = sort === value;
          return (
            <li key={sort} className="flex items-center">
              {i > 0 && <span className="mx-0.5 size-0.5 rounded-full bg-mute/40 sm:mx-1.5" aria-hidden />}
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(sort)}
                className={cn('rounded-md px-1 py-1 transition-colors sm:px-1.5', active ? 'font-bold text-ink' : 'text-mute hover:text-ink')}
              >
                {PRODUCT_SORT_LABELS[sort]}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
