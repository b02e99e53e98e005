import { useState } from 'react';
import { Play } from 'lucide-react';
import { youtubeId, type ItemDetail } from '@store/shared';
import { Dialog } from '../../../../components/index.ts';
import { imageSrcSet } from '../../../../lib/image-srcset.ts';
import { DETAIL_MESSAGES } from '../../messages.ts';
import { youtubeEmbedUrl } from './youtube.ts';

/**
 * 상세정보: an introduction video behind a poster (the YouTube frame loads only after a click,
 * so nothing is fetched from YouTube before the visitor asks) and the long detail image.
 */
export function DetailInfoTab({ item }: { item: ItemDetail }) {
  const [playing, setPlaying] = useState(false);
  const videoId = youtubeId(item.videoUrl);
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      {videoId && (
        <section aria-label="제품 소개 영상">
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-ink"
            aria-haspopup="dialog"
          >
            <span className="absolute inset-0 bg-gradient-to-br from-[#0b1b3f] via-brand-800 to-brand-600" aria-hidden />
            <span className="absolute -right-26 -top-26 size-104 bg-[radial-gradient(closest-side,rgb(255_255_255/0.1)_23%,rgb(255_255_255/0.05)_62%,transparent)]" aria-hidden />
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center text-white">
              <span className="grid size-16 place-items-center rounded-full bg-white text-brand-600 shadow-xl transition-transform group-hover:scale-105 motion-reduce:transition-none sm:size-20">
                <Play className="ml-1 size-7 sm:size-9" fill="currentColor" aria-hidden />
              </span>
              <span>
                <span className="block text-lg font-extrabold sm:text-2xl">제품 소개 영상 보기</span>
                <span className="mt-1 block text-sm text-white/75 sm:text-[15px]">{item.itemName}의 실제 동작 화면을 영상으로 확인하세요</span>
              </span>
            </span>
          </button>
          <Dialog open={playing} onClose={() => setPlaying(false)} title={`${item.itemName} 소개 영상`} size="xl">
            <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
              <iframe
                src={youtubeEmbedUrl(videoId)}
                title={`${item.itemName} 소개 영상`}
                className="size-full"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          </Dialog>
        </section>
      )}
      {item.detailImgPath ? (
        <img
          src={item.detailImgPath}
          srcSet={imageSrcSet(item.detailImgPath)}
          sizes="(min-width: 800px) 768px, 100vw"
          // With its size known the page keeps its place while the image loads (height: auto keeps the ratio).
          width={item.detailImgSize?.width}
          height={item.detailImgSize?.height}
          alt={`${item.itemName} 상세 설명`}
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl"
        />
      ) : (
        <p className="rounded-2xl bg-soft py-16 text-center text-[15px] text-mute">{DETAIL_MESSAGES.noDetailImage}</p>
      )}
    </div>
  );
}
