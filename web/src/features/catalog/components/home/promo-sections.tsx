import { ArrowRight, Building2, PenTool, PlayCircle, ShieldCheck, Users } from 'lucide-react';
import { ButtonLink } from '../../../../components/index.ts';

/** Manual promo: the video manual at /manual. */
export function ManualPromo() {
  return (
    <section aria-labelledby="home-manual" className="flex flex-col justify-between rounded-3xl bg-brand-50 p-7 sm:p-9">
      <div>
        <PlayCircle className="size-10 text-brand-600" aria-hidden />
        <h2 id="home-manual" className="mt-5 text-xl font-extrabold tracking-tight sm:text-2xl">
          영상 매뉴얼로
          <br />
          5분 만에 시작하세요
        </h2>
        <p className="mt-3 text-[15px] leading-relaxed text-sub">설치부터 라이선스 등록, 첫 자동화 실행까지 따라 하기 쉬운 영상으로 안내해 드립니다.</p>
      </div>
      <ButtonLink to="/manual" variant="primary" className="mt-8 self-start">
        사용 매뉴얼 보기 <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    </section>
  );
}

/** Company intro: who we are, with a link to /about. */
export function CompanyIntro() {
  const points = [
    { icon: Users, text: '누적 고객사 1,200곳 이상' },
    { icon: ShieldCheck, text: '구매 후 7일 이내 환불 보장' },
    { icon: Building2, text: '업무 자동화 개발 8년 차 전문 팀' },
  ];
  return (
    <section aria-labelledby="home-company" className="flex flex-col justify-between rounded-3xl bg-[#0b1b3f] p-7 text-white sm:p-9">
      <div>
        <p className="text-sm font-bold text-sky-300">ABOUT AUTOWORKS</p>
        <h2 id="home-company" className="mt-3 text-xl font-extrabold tracking-tight sm:text-2xl">
          일하는 시간을 설계하는 회사,
          <br />
          오토웍스입니다
        </h2>
        <ul className="mt-5 space-y-2.5">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2.5 text-[15px] text-white/85">
              <Icon className="size-5 text-sky-300" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to="/about" variant="ghost" className="mt-8 self-start text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white">
        회사 소개 보기 <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    </section>
  );
}

/** The custom-software call to action, to the landing page /custom-product-first. */
export function CustomApplyBanner() {
  return (
    <section aria-labelledby="home-custom" className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-brand-600 to-indigo-600 px-7 py-10 text-white sm:px-12 sm:py-12">
      <PenTool className="pointer-events-none absolute -right-6 -top-6 size-44 text-white/10" aria-hidden />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="home-custom" className="text-xl font-extrabold tracking-tight sm:text-2xl">
            찾는 프로그램이 없으신가요?
          </h2>
          <p className="mt-2 text-[15px] leading-relaxed text-white/85">
            우리 회사 업무에 꼭 맞는 자동화 프로그램을 맞춤 제작해 드립니다. 영업일 기준 1~2일 안에 연락드려요.
          </p>
        </div>
        <ButtonLink to="/custom-product-first" size="lg" variant="outline" className="shrink-0 border-transparent text-brand-700">
          맞춤 제작 신청하기 <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </div>
    </section>
  );
}
