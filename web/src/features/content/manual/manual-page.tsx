import { useState } from 'react';
import { Headphones, MessageCircleQuestion } from 'lucide-react';
import { ButtonLink, Container } from '../../../components/index.ts';
import { ContentHero } from '../ui/content-hero.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MANUAL_VIDEOS, QUICK_START, type ManualVideo } from './manual-videos.ts';
import { VideoDialog } from './video-dialog.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function ManualPage() {
  usePageTitle('사용 매뉴얼');
  const [playing, setPlaying] = useState<ManualVideo | null>(null);

  return (
    <>
      <ContentHero
        compact
        eyebrow="사용 매뉴얼"
        title="영상으로 쉽게 배우는 오토웍스"
        description="설치부터 문제 해결까지, 짧은 영상 3편이면 충분해요. 처음이라면 STEP 01부터 차례대로 보시길 추천합니다."
      />

      <Container>
        <section aria-labelledby="videos-title">
          <h2 id="videos-title" className="sr-only">
            동영상 매뉴얼
          </h2>
          {/* Two columns from 640 px, as the other card grids: in one column each thumbnail filled a
              tablet's screen. The rows of two sit further apart, so each card's text reads with its own picture. */}
          <ul className="grid gap-6 sm:grid-cols-2 sm:gap-y-10 md:grid-cols-3">
            {MANUAL_VIDEOS.map((video) => (
              <li key={video.id} className="group relative flex flex-col">
                <VideoThumbnail video={video} />
                <h3 className="mt-4 text-lg font-bold leading-snug">
                  {/* The button stretches over the whole card, so the card is one big target. */}
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setPlaying(video)}
                    className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-600 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-600"
                  >
                    {video.title}
                  </button>
                </h3>
                <p className="mt-1.5 text-[15px] leading-relaxed text-sub">{video.description}</p>
                <p className="mt-3 text-sm font-semibold text-brand-600">
                  영상 보기 <span className="font-normal text-mute">· {video.duration}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="quick-start-title" className="mt-20 rounded-3xl bg-soft px-6 py-10 sm:mt-24 sm:px-10">
          <SectionHeading id="quick-start-title" eyebrow="빠른 시작" title="영상 볼 시간이 없다면, 세 단계만 기억하세요" />
          <ol className="grid gap-4 md:grid-cols-3">
            {QUICK_START.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6">
                <span className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">{i + 1}</span>
                <h3 className="mt-4 font-bold">{step.title}</h3>
                <p className="mt-1.5 text-[15px] leading-relaxed text-sub">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="more-help-title" className="mt-16 flex flex-col items-center text-center">
          <h2 id="more-help-title" className="text-xl font-bold">
            원하는 내용을 찾지 못하셨나요?
          </h2>
          <p className="mt-2 text-[15px] text-sub">자주 묻는 질문을 확인하거나 고객센터에 편하게 문의해 주세요.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/FAQ" variant="outline" size="lg">
              <MessageCircleQuestion className="size-5" aria-hidden />
              자주 묻는 질문
            </ButtonLink>
            <ButtonLink to="/service" size="lg">
              <Headphones className="size-5" aria-hidden />
              고객센터
            </ButtonLink>
          </div>
        </section>
      </Container>

      <VideoDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
