import type { ReactNode } from 'react';
import { cn, Container } from '../../../components/index.ts';

/**
 * The soft blue band at the top of the content pages (the same look as the home hero), with
 * an optional visual on the right from the `lg` breakpoint.
 */
export function ContentHero({
  eyebrow,
  title,
  description,
  actions,
  aside,
  compact,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  compact?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className={cn('grid items-center gap-10 lg:grid-cols-[1fr_auto]', compact ? 'py-12 sm:py-16' : 'py-14 sm:py-20')}>
        <div className="max-w-2xl">
          <p className="text-sm font-bold text-brand-600">{eyebrow}</p>
          <h1 className="mt-3 text-[28px] font-extrabold leading-snug tracking-tight sm:text-[42px] sm:leading-tight">{title}</h1>
          {description && <p className="mt-4 text-base leading-relaxed text-sub sm:text-lg">{description}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  );
}
