import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useMediaQuery, usePrefersReducedMotion } from '../../../../lib/use-media-query.ts';
import { REVIEW_CAROUSEL } from '../../constants.ts';
import { StarRating } from '../star-rating.tsx';
import type { SampleReview } from './sample-reviews.ts';

const { gapPx, intervalMs, slidesPerView, tabletSlidesPerView } = REVIEW_CAROUSEL;

/** The next first-visible index, wrapping from the end to the start and back. */
export function stepIndex(index: number, last: number, direction: 1 | -1): number {
  const at = Math.min(index, last);
  if (direction === 1) return at >= last ? 0 : at + 1;
  return at <= 0 ? last : at - 1;
}

/**
 * The home review carousel without a library: 3 cards on desktop, 2 on tablets, 1 on phones, one
 * step every 9 s, wrapping around at the end. It stops while hovered or focused, on the pause
 * button, and entirely for people who ask for reduced motion. Off-screen cards are inert so
 * keyboard and screen-reader users only meet what is shown (WAI-ARIA carousel pattern).
 */
export function ReviewCarousel({ reviews }: { reviews: SampleReview[] }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const tablet = useMediaQuery('(min-width: 640px)');
  const reducedMotion = usePrefersReducedMotion();
  const visible = wide ? slidesPerView : tablet ? tabletSlidesPerView : 1;
  const last = Math.max(0, reviews.length - visible);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const current = Math.min(index, last);
  const playing = !paused && !holding && !reducedMotion && last > 0;

  const next = () => setIndex((i) => stepIndex(i, last, 1));
  const prev = () => setIndex((i) => stepIndex(i, last, -1));

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => stepIndex(i, last, 1)), intervalMs);
    return () => clearInterval(timer);
  }, [playing, last]);

  const control = 'grid size-10 place-items-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:bg-soft';

  return (
    <section
      aria-roledescription="carousel"
      aria-label="고객 후기"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHolding(false)}
    >
      {/* As the shelves' headers (product-section.tsx): on a phone the controls sit on the eyebrow's
          line, inset from the chat button's column, and the title below keeps the whole width. */}
      <div className="mb-6 grid grid-cols-[1fr_auto] items-end gap-x-4">
        <p className="text-sm font-bold text-brand-600">REAL REVIEW</p>
        <h2 className="col-span-2 row-start-2 mt-1 text-xl font-extrabold tracking-tight sm:col-span-1 sm:text-2xl">먼저 써 본 고객님들의 이야기</h2>
        <div className="col-start-2 row-start-1 flex items-center gap-2 sm:row-span-2 with-floating-button:max-sm:mr-12">
          <span className="mr-1 hidden text-sm tabular-nums text-mute sm:inline" aria-hidden>
            {current + 1} / {last + 1}
          </span>
          <button type="button" className={control} onClick={prev} aria-label="이전 후기">
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button type="button" className={control} onClick={() => setPaused((p) => !p)} aria-label={paused ? '자동 넘김 시작' : '자동 넘김 멈춤'} aria-pressed={paused}>
            {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </button>
          <button type="button" className={control} onClick={next} aria-label="다음 후기">
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      </div>

      <div className="overflow-hidden">
        <div
          aria-live={playing ? 'off' : 'polite'}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ gap: gapPx, transform: `translateX(calc(${-current} * (100% + ${gapPx}px) / ${visible}))` }}
        >
          {reviews.map((review, i) => {
            const shown = i >= current && i < current + visible;
            return (
              // The slide is a div: ARIA does not allow role="group" on <figure>.
              <div
                key={review.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${reviews.length}`}
                aria-hidden={!shown}
                inert={!shown}
                className="rounded-2xl bg-soft p-6 sm:p-7"
                style={{ flex: `0 0 calc((100% - ${(visible - 1) * gapPx}px) / ${visible})` }}
              >
                <figure className="flex h-full flex-col">
                  <div className="flex items-center justify-between">
                    <StarRating value={review.rate} />
                    <Quote className="size-6 text-brand-200" aria-hidden />
                  </div>
                  {/* The clamp on an inner box: on the 6.5rem box itself (taller than four lines) the
                      top of a fifth line showed under the ellipsis. */}
                  <blockquote className="mt-4 min-h-[6.5rem] text-[15px] leading-relaxed text-ink">
                    <p className="line-clamp-4">{review.content}</p>
                  </blockquote>
                  <figcaption className="mt-5 border-t border-line pt-4 text-sm">
                    <p className="font-bold text-ink">{review.product}</p>
                    <p className="mt-0.5 text-mute">
                      {review.loginId} · {review.date}
                    </p>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
