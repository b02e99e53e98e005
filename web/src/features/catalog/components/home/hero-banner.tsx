import { ArrowRight, CheckCircle2, Clock3, MousePointerClick } from 'lucide-react';
import type { PublicSiteSettings } from '@store/shared';
import { ButtonLink, Container } from '../../../../components/index.ts';
import { imageSrcSet } from '../../../../lib/image-srcset.ts';

type Hero = PublicSiteSettings['mainPage']['hero'];

/**
 * The first screen of the home page: the promise, a way into the catalog, and a visual. The
 * copy and the optional picture are the admin's (main-page settings).
 */
export function HeroBanner({ hero }: { hero: Hero }) {
  return (
    <section className="relative overflow-hidden bg-[#0b1b3f] text-white">
      {/* Glows as radial gradients, not blurred circles: without a GPU a blur filter is drawn in
          software on every frame (docs/performance.md). */}
      <div className="pointer-events-none absolute -right-72 -top-72 size-[52rem] bg-[radial-gradient(closest-side,rgb(37_99_235/0.4)_38%,rgb(37_99_235/0.2)_69%,transparent)]" aria-hidden />
      <div className="pointer-events-none absolute -bottom-80 -left-22 size-[44rem] bg-[radial-gradient(closest-side,rgb(56_189_248/0.2)_27%,rgb(56_189_248/0.1)_64%,transparent)]" aria-hidden />
      {/* The copy's column is wider below 1280 px, where Container leaves room for the chat button:
          at 1.1fr the title's first line no longer fit at 1024 px and broke in three. */}
      <Container className="relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:py-24 xl:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-[13px] font-semibold text-sky-200 ring-1 ring-white/15">
            <Clock3 className="size-3.5" aria-hidden />
            하루 2시간, 반복 업무에서 돌려받으세요
          </p>
          <h1 className="mt-5 text-[2rem] font-extrabold leading-[1.25] tracking-tight sm:text-5xl sm:leading-[1.2]">
            <HeroTitle title={hero.title} />
          </h1>
          {hero.subtitle && <p className="mt-5 max-w-xl text-[15px] leading-relaxed text-white/75 sm:text-lg">{hero.subtitle}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/products" size="lg" variant="outline" className="border-transparent">
              {hero.buttonLabel} <ArrowRight className="size-5" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/custom-product-first" size="lg" variant="ghost" className="text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white">
              맞춤 제작 신청
            </ButtonLink>
          </div>
        </div>
        {hero.imagePath ? (
          <img
            src={hero.imagePath}
            srcSet={imageSrcSet(hero.imagePath)}
            // Hidden on phones (sm:block), where a hidden image still loads: 1px makes it the smallest copy.
            sizes="(min-width: 640px) 576px, 1px"
            alt=""
            // A fixed 4:3 box: an image of any shape is cropped to it, not let to stretch the hero.
            className="mx-auto hidden aspect-[4/3] w-full max-w-xl rounded-2xl object-cover shadow-2xl shadow-black/40 sm:block" />
        ) : (
          <HeroVisual />
        )}
      </Container>
    </section>
  );
}

/** A title with a comma is split there, the second half highlighted (the default banner's look). */
function HeroTitle({ title }: { title: string }) {
  const cut = title.indexOf(', ');
  if (cut < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, cut + 1)}
      <br />
      <span className="text-sky-300">{title.slice(cut + 2)}</span>
    </>
  );
}

/** A small "app window" drawn in CSS: what a running automation looks like. */
function HeroVisual() {
  const tasks = [
    { label: '스마트스토어 신규 주문 수집', done: true },
    { label: '송장 번호 일괄 등록', done: true },
    { label: '고객 문의 엑셀 정리', done: false },
  ];
  return (
    <div className="relative mx-auto hidden w-full max-w-md sm:block" aria-hidden>
      <div className="rounded-2xl bg-white p-5 text-ink shadow-2xl shadow-black/40">
        <div className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 text-xs font-semibold text-mute">오토웍스 · 자동화 실행 중</span>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-brand-50 p-4">
            <p className="text-xs font-semibold text-brand-700">오늘 처리한 작업</p>
            <p className="mt-1 text-2xl font-extrabold tabular-nums">1,284건</p>
          </div>
          <div className="rounded-xl bg-emerald-50 p-4">
            <p className="text-xs font-semibold text-emerald-700">절약한 시간</p>
            <p className="mt-1 text-2xl font-extrabold tabular-nums">3시간 12분</p>
          </div>
        </div>
        <ul className="mt-4 space-y-2">
          {tasks.map((t) => (
            <li key={t.label} className="flex items-center gap-2.5 rounded-lg border border-line px-3 py-2.5 text-sm">
              {t.done ? <CheckCircle2 className="size-4 text-emerald-500" /> : <span className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600 motion-reduce:animate-none" />}
              <span className="flex-1">{t.label}</span>
              <span className="text-xs text-mute">{t.done ? '완료' : '진행 중'}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-6 flex items-center gap-2 rounded-xl bg-white px-4 py-3 text-sm font-bold text-ink shadow-xl">
        <MousePointerClick className="size-5 text-brand-600" />
        클릭 한 번으로 시작
      </div>
    </div>
  );
}
