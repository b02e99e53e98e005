import type { ReactNode } from 'react';
import { cn, Container } from '../../../components/index.ts';

interface ResultLayoutProps {
  tone: 'success' | 'danger';
  icon: ReactNode;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

/** The shared frame of /order/success and /order/failed: icon, heading, details, two buttons. */
export function ResultLayout({ tone, icon, title, lead, children, actions }: ResultLayoutProps) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto flex max-w-md flex-col items-center text-center">
        <span
          className={cn(
            'grid size-16 place-items-center rounded-full [&>svg]:size-8',
            tone === 'success' ? 'bg-brand-50 text-brand-600' : 'bg-red-50 text-danger',
          )}
        >
          {icon}
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-[28px]">{title}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-sub">{lead}</p>
      </div>
      {children && <div className="mx-auto mt-8 max-w-md">{children}</div>}
      <div className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-2">{actions}</div>
    </Container>
  );
}
