import type { ReactNode } from 'react';
import { Container } from '../../../components/index.ts';

/** The closing call to action of a content page: a rounded brand-coloured panel. */
export function CtaBand({ title, description, action }: { title: ReactNode; description?: ReactNode; action: ReactNode }) {
  return (
    <Container className="mt-20 sm:mt-24">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-600 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-12 sm:py-12">
        <div>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
          {description && <p className="mt-2 text-[15px] text-white">{description}</p>}
        </div>
        <div className="shrink-0">{action}</div>
      </div>
    </Container>
  );
}
