import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../../components/index.ts';
import { categoryLabel, type FaqItem } from './faq-categories.ts';

/**
 * An accordion after the WAI-ARIA pattern: each question is a heading holding a button with
 * aria-expanded and aria-controls; the answer panel stays in the DOM (hidden) so the reference
 * always resolves. Several answers may be open at once.
 */
export function FaqAccordion({ items, showCategory, headingLevel = 3 }: { items: FaqItem[]; showCategory?: boolean; headingLevel?: 2 | 3 }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="divide-y divide-line border-y border-line">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-q-${item.id}`;
        const panelId = `${baseId}-a-${item.id}`;
        return (
          <li key={item.id}>
            <Heading className="text-base font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center gap-3 py-5 text-left transition-colors hover:text-brand-600 sm:py-6"
              >
                <span className="min-w-0 flex-1">
                  {showCategory && (
                    <span className="mb-1 block pl-7 text-[13px] font-semibold text-mute sm:pl-8">{categoryLabel(item.category)}</span>
                  )}
                  <span className="flex items-start gap-3 leading-6 sm:gap-4">
                    <span className="w-4 shrink-0 text-lg font-extrabold leading-6 text-brand-600" aria-hidden>
                      Q
                    </span>
                    <span className="min-w-0">{item.question}</span>
                  </span>
                </span>
                <ChevronDown className={cn('size-5 shrink-0 text-mute transition-transform', expanded && 'rotate-180')} aria-hidden />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="pb-6 pl-7 pr-2 sm:pl-8 sm:pr-9">
              <div className="rounded-xl bg-soft px-5 py-4 text-[15px] leading-relaxed text-sub">
                <p>{item.answer}</p>
                {item.link && (
                  <Link to={item.link.to} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
                    {item.link.label} →
                  </Link>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
