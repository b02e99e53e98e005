import { ArrowRight, Clock, KeyRound, Wrench } from 'lucide-react';
import { ButtonLink, Container } from '../components/index.ts';

// The home shell; the storefront fills in categories, reviews and product sections.
export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-16 sm:py-24">
          <p className="text-sm font-bold text-brand-600">윈도우 업무 자동화 전문 스토어</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            반복 업무는 프로그램에게,
            <br />
            당신은 더 중요한 일에.
          </h1>
          <p className="mt-4 max-w-xl text-base text-sub sm:text-lg">
            엑셀 정리, 쇼핑몰 주문 수집, 블로그 포스팅까지. 검증된 자동화 프로그램을 필요한 기간만큼 구독하세요.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/products" size="lg">
              프로그램 둘러보기 <ArrowRight className="size-5" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/custom-product-first" size="lg" variant="outline">
              맞춤 제작 문의
            </ButtonLink>
          </div>
        </Container>
      </section>
      <Container className="grid gap-4 py-12 sm:grid-cols-3">
        {[
          { icon: Clock, title: '필요한 기간만 구독', text: '1개월부터 무제한까지, 쓰는 만큼만 결제하세요.' },
          { icon: KeyRound, title: '라이선스 키로 간편하게', text: '키 하나로 PC 2대까지 바로 활성화됩니다.' },
          { icon: Wrench, title: '맞춤 제작', text: '우리 회사 업무에 딱 맞는 프로그램을 만들어 드립니다.' },
        ].map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-line p-6">
            <Icon className="size-7 text-brand-600" aria-hidden />
            <h2 className="mt-4 text-lg font-bold">{title}</h2>
            <p className="mt-1 text-[15px] text-sub">{text}</p>
          </div>
        ))}
      </Container>
    </>
  );
}
