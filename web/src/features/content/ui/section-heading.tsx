import type { ReactNode } from 'react';
import { cn } from '../../../components/index.ts';

/** Eyebrow, h2 and a short lead: the heading every content section starts with. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'left',
  id,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  id?: string;
}) {
  return (
    <div className={cn('mb-8 sm:mb-10', align === 'center' && 'mx-auto max-w-2xl text-center')}>
      {eyebrow && <p className="text-sm font-bold text-brand-600">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-[15px] leading-relaxed text-sub sm:text-base">{description}</p>}
    </div>
  );
}
