import { cn } from '../../../components/index.ts';
import { ALL_LABEL, FAQ_CATEGORIES, type FaqCategory } from './faq-categories.ts';

/** Category chips; `null` is 전체. Toggle buttons (aria-pressed) in a labelled group. */
export function FaqFilter({
  value,
  counts,
  onChange,
}: {
  value: FaqCategory | null;
  counts: Record<FaqCategory | 'all', number>;
  onChange: (value: FaqCategory | null) => void;
}) {
  const chips: { slug: FaqCategory | null; label: string; count: number }[] = [
    { slug: null, label: ALL_LABEL, count: counts.all },
    ...FAQ_CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, count: counts[c.slug] })),
  ];
  return (
    <div
      role="group"
      aria-label="질문 분류"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {chips.map((chip) => {
        const active = chip.slug === value;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.slug)}
            className={cn(
              'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-[15px] font-semibold transition-colors',
              active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-sub hover:border-mute hover:text-ink',
            )}
          >
            {chip.label}
            <span className={cn('text-[13px] tabular-nums', active ? 'text-white/80' : 'text-mute')}>{chip.count}</span>
          </button>
        );
      })}
    </div>
  );
}
