import { useMemo } from 'react';
import { Headphones } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, Container, PageTitle } from '../../../components/index.ts';
import { useSite } from '../../../lib/site.ts';
import { ALL_LABEL, categoryLabel, FAQ_CATEGORIES, isFaqCategory, type FaqCategory } from './faq-categories.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { FaqFilter } from './faq-filter.tsx';
import { FAQ_ITEMS } from './faq-data.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function FaqPage() {
  usePageTitle('자주 묻는 질문');
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  // An unknown ?category= falls back to 전체 rather than showing an empty list.
  const category = isFaqCategory(raw) ? raw : null;

  const items = useMemo(() => (category ? FAQ_ITEMS.filter((i) => i.category === category) : FAQ_ITEMS), [category]);
  const counts = useMemo(() => {
    const result = { all: FAQ_ITEMS.length } as Record<FaqCategory | 'all', number>;
    for (const c of FAQ_CATEGORIES) result[c.slug] = FAQ_ITEMS.filter((i) => i.category === c.slug).length;
    return result;
  }, []);

  const choose = (next: FaqCategory | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next) p.set('category', next);
        else p.delete('category');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container maxWidth="max-w-4xl">
      <PageTitle title="자주 묻는 질문" description="구매, 라이선스, 환불까지 고객님들이 자주 물어보시는 내용을 모았어요." />
      <FaqFilter value={category} counts={counts} onChange={choose} />
      <p className="mb-2 mt-8 text-sm text-mute" aria-live="polite">
        <strong className="font-semibold text-ink">{category ? categoryLabel(category) : ALL_LABEL}</strong> 질문 {items.length}개
      </p>
      {/* The questions follow the page's h1 directly, so they are its h2s (axe heading-order). */}
      <FaqAccordion key={category ?? 'all'} items={items} showCategory={!category} headingLevel={2} />

      <section aria-labelledby="faq-help-title" className="mt-14 flex flex-col items-start gap-5 rounded-2xl bg-soft px-6 py-7 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div>
          <h2 id="faq-help-title" className="text-lg font-bold">
            원하는 답을 찾지 못하셨나요?
          </h2>
          <p className="mt-1 text-[15px] text-sub">채팅·전화 상담 {site.hours.chatAndPhone} · {site.hours.closed}</p>
        </div>
        <ButtonLink to="/service" size="lg" className="shrink-0">
          <Headphones className="size-5" aria-hidden />
          고객센터 문의하기
        </ButtonLink>
      </section>
    </Container>
  );
}
