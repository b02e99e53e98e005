import { ArrowRight, Headphones } from 'lucide-react';
import { ButtonLink, Container } from '../../../components/index.ts';
import { ContentHero } from '../ui/content-hero.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { COMPANY_VALUES, initialsOf, OUR_PROMISES, TEAM } from './about-data.ts';
import { HeroIllustration } from './hero-illustration.tsx';
import { useSite } from '../../../lib/site.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function AboutPage() {
  usePageTitle('회사소개');
  const { business } = useSite();
  return (
    <>
      <ContentHero
        eyebrow="회사소개"
        title={
          <>
            반복되는 일은 프로그램이,
            <br />
            사람은 더 가치 있는 일을.
          </>
        }
        description="오토웍스는 윈도우 PC에서 매일 반복되는 업무를 자동화하는 프로그램을 만들고, 필요한 기간만큼 합리적으로 구독할 수 있도록 제공합니다. 작은 가게 사장님부터 기업 실무자까지, 누구나 쉽게 쓰는 자동화를 목표로 합니다."
        aside={<HeroIllustration />}
        actions={
          <>
            <ButtonLink to="/products" size="lg">
              프로그램 둘러보기 <ArrowRight className="size-5" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/service" size="lg" variant="outline">
              문의하기
            </ButtonLink>
          </>
        }
      />

      <Container>
        <section aria-labelledby="promises-title" className="mt-4">
          <h2 id="promises-title" className="sr-only">
            오토웍스의 약속
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {OUR_PROMISES.map((p) => (
              <div key={p.label} className="flex flex-col-reverse justify-end rounded-2xl bg-soft px-5 py-6 sm:px-6">
                <dt className="mt-1 text-[13px] text-sub sm:text-sm">{p.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{p.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="values-title" className="mt-20 sm:mt-24">
          <SectionHeading
            id="values-title"
            eyebrow="핵심 가치"
            title="오토웍스가 일하는 방식"
            description="네 가지 가치를 기준으로 제품을 만들고, 고객을 만납니다."
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {COMPANY_VALUES.map(({ icon: Icon, name, title, text }) => (
              <li key={name} className="rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-md">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-5 text-lg font-bold">
                  {name}
                  <span className="sr-only"> — </span>
                  <span className="mt-1 block text-[15px] font-semibold text-sub">{title}</span>
                </h3>
                <p className="mt-3 text-[15px] leading-relaxed text-sub">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team-title" className="mt-20 sm:mt-24">
          <SectionHeading
            id="team-title"
            eyebrow="팀 소개"
            title="오토웍스를 만드는 사람들"
            description="개발부터 고객지원까지, 작은 팀이 처음부터 끝까지 직접 책임집니다."
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map(({ name = business.representative, ...m }) => (
              <li
                key={m.role}
                className="flex items-start gap-4 rounded-2xl border border-line p-5 sm:flex-col sm:items-center sm:gap-0 sm:px-6 sm:py-8 sm:text-center"
              >
                <span className={`grid size-14 shrink-0 place-items-center rounded-full text-base font-bold sm:size-20 sm:text-xl ${m.tone}`} aria-hidden>
                  {initialsOf(name)}
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-bold sm:mt-4">{name}</h3>
                  <p className="text-sm font-semibold text-brand-600">{m.role}</p>
                  <p className="mt-2 text-sm leading-relaxed text-sub sm:mt-3">{m.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <CtaBand
        title="궁금한 점이 있으신가요?"
        description="프로그램 선택부터 설치, 맞춤 제작까지 고객센터가 친절하게 안내해 드립니다."
        action={
          <ButtonLink to="/service" size="lg" variant="outline" className="border-transparent">
            <Headphones className="size-5" aria-hidden />
            고객센터 문의하기
          </ButtonLink>
        }
      />
    </>
  );
}
