import { formatNumber } from '@store/shared';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../../components/index.ts';

export interface TabDef {
  key: string;
  label: string;
  count?: number;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys / Home / End move between tabs and
 * select them. The bar sticks under the site header while the long panels scroll.
 */
export function DetailTabs({ tabs, label }: { tabs: TabDef[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setSelected(index);
    refs.current[index]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="sticky top-16 z-20 grid border-b border-line bg-white" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((tab, i) => {
          const active = i === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`${base}-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(i)}
              className={cn(
                '-mb-px h-14 border-b-2 text-[15px] font-bold transition-colors sm:text-base',
                active ? 'border-ink text-ink' : 'border-transparent text-mute hover:text-ink',
              )}
            >
              {tab.label}
              {tab.count !== undefined && <span className={cn('ml-1 font-semibold', active ? 'text-brand-600' : '')}>{formatNumber(tab.count)}</span>}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          id={`${base}-panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={i !== selected}
          tabIndex={0}
          className="py-8 focus-visible:outline-offset-4 sm:py-10"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
