import { Dialog } from '../../../components/index.ts';
import { embedUrl, type ManualVideo } from './manual-videos.ts';

/**
 * The player modal. Dialog renders its children only while open, so the YouTube iframe (and
 * every request it makes) exists only after the visitor asked for the video.
 */
export function VideoDialog({ video, onClose }: { video: ManualVideo | null; onClose: () => void }) {
  return (
    <Dialog open={video !== null} onClose={onClose} title={video?.title ?? '동영상'} size="xl">
      {video && (
        <>
          <div className="aspect-video overflow-hidden rounded-xl bg-ink">
            <iframe
              src={embedUrl(video.youtubeId)}
              title={`${video.title} 동영상`}
              className="size-full"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          <p className="mt-4">{video.description}</p>
          <h3 className="mt-5 text-sm font-bold text-ink">이 영상에서 다루는 내용</h3>
          <ol className="mb-2 mt-2 grid gap-1.5 sm:grid-cols-2">
            {video.chapters.map((chapter, i) => (
              <li key={chapter} className="flex gap-2 text-sm">
                <span className="font-semibold tabular-nums text-brand-600">{String(i + 1).padStart(2, '0')}</span>
                {chapter}
              </li>
            ))}
          </ol>
        </>
      )}
    </Dialog>
  );
}
