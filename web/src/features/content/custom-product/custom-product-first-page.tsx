import { ArrowRight, CalendarCheck, ClipboardList, Handshake } from 'lucide-react';
import { ButtonLink, Container } from '../../../components/index.ts';
import { useSite } from '../../../lib/site.ts';
import { FaqAccordion } from '../faq/faq-accordion.tsx';
import { ContentHero } from '../ui/content-hero.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { APPLY_PATH, BUILD_EXAMPLES, CUSTOM_FAQ, PROCESS_STEPS } from './custom-product-data.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const heroPoints = (reply: string) => [
  { icon: CalendarCheck, title: reply, text: '신청서를 확인하고 담당자가 직접 연락드려요.' },
  { icon: ClipboardList, title: '요구사항에 맞춘 견적', text: '필요한 기능만 골라 합리적으로 제작해요.' },
  { icon: Handshake, title: '납품 후 유지보수 협의', text: '환경이 바뀌어도 오래 쓸 수 있도록 관리해요.' },
];

export function CustomProductFirstPage() {
  usePageTitle('맞춤 제작');
  const site = useSite();
  return (
    <>
      <ContentHero
        eyebrow="맞춤 제작"
        title={
          <>
            우리 회사 업무에 꼭 맞는
            <br />
            자동화 프로그램을 만들어 드려요
          </>
        }
        description="판매 중인 프로그램으로 해결되지 않는 업무가 있나요? 일하는 방식을 듣고, 필요한 기능만 담아 설계부터 설치까지 책임지고 만들어 드립니다."
        actions={
          <>
            <ButtonLink to={APPLY_PATH} size="lg">
              맞춤 제작 신청하기 <ArrowRight className="size-5" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/service" size="lg" variant="outline">
              먼저 상담하기
            </ButtonLink>
          </>
        }
        aside={
          <ul className="w-[340px] space-y-3 rounded-3xl bg-white p-5 shadow-xl ring-1 ring-line">
            {heroPoints(site.hours.customRequestReply).map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-2xl bg-soft p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                <span>
                  <span className="block text-[15px] font-bold">{title}</span>
                  <span className="mt-0.5 block text-sm text-sub">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        }
      />

      <Container>
        <section aria-labelledby="examples-title" className="mt-6">
          <SectionHeading
            id="examples-title"
            eyebrow="이런 프로그램을 만들어요"
            title="반복되는 일이라면 무엇이든"
            description="아래는 자주 의뢰받는 예시예요. 목록에 없더라도 PC에서 반복하는 일이라면 편하게 문의해 주세요."
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {BUILD_EXAMPLES.map(({ icon: Icon, title, items }) => (
              <li key={title} className="rounded-2xl border border-line p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-bold">{title}</h3>
                <ul className="mt-3 space-y-1.5 text-[15px] text-sub">
                  {items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <span className="mt-2.5 size-1 shrink-0 rounded-full bg-brand-500" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="process-title" className="mt-20 sm:mt-24">
          <SectionHeading id="process-title" eyebrow="진행 과정" title="신청부터 납품까지 5단계" />
          <ol className="grid gap-4 lg:grid-cols-5">
            {PROCESS_STEPS.map((step, i) => (
              <li key={step.title} className="relative rounded-2xl bg-soft p-5 lg:pt-6">
                <span className="text-sm font-extrabold tabular-nums text-brand-600">STEP {i + 1}</span>
                <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-sub">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="custom-faq-title" className="mx-auto mt-20 max-w-3xl sm:mt-24">
          <SectionHeading id="custom-faq-title" eyebrow="자주 묻는 질문" title="맞춤 제작, 이런 점이 궁금해요" align="center" />
          <FaqAccordion items={CUSTOM_FAQ} />
        </section>
      </Container>

      <CtaBand
        title="지금 바로 맞춤 제작을 신청해 보세요"
        description={`신청서를 남겨 주시면 ${site.hours.customRequestReply}드려요.`}
        action={
          <ButtonLink to={APPLY_PATH} size="lg" variant="outline" className="border-transparent">
            맞춤 제작 신청하기 <ArrowRight className="size-5" aria-hidden />
          </ButtonLink>
        }
      />
    </>
  );
}
