import { Play } from 'lucide-react';
import { cn } from '../../../components/index.ts';
import type { ManualVideo } from './manual-videos.ts';

/**
 * A thumbnail drawn with CSS and SVG (no fetched image, so nothing is requested from YouTube
 * until the visitor opens a video): a gradient, a stylised program window and a play button.
 */
export function VideoThumbnail({ video }: { video: ManualVideo }) {
  const Icon = video.icon;
  return (
    <div className={cn('relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br', video.tone)} aria-hidden>
      <svg viewBox="0 0 320 180" className="absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice">
        <circle cx="290" cy="20" r="70" fill="white" fillOpacity="0.08" />
        <circle cx="20" cy="175" r="55" fill="white" fillOpacity="0.08" />
        <g transform="translate(85 38)">
          <rect width="150" height="104" rx="10" fill="white" fillOpacity="0.95" />
          <rect width="150" height="20" rx="10" fill="white" />
          <rect y="12" width="150" height="8" fill="white" />
          <circle cx="12" cy="10" r="3" fill="#f87171" />
          <circle cx="22" cy="10" r="3" fill="#fbbf24" />
          <circle cx="32" cy="10" r="3" fill="#34d399" />
          <rect x="12" y="32" width="70" height="7" rx="3.5" fill="#cbd5e1" />
          <rect x="12" y="46" width="110" height="7" rx="3.5" fill="#e2e8f0" />
          <rect x="12" y="60" width="90" height="7" rx="3.5" fill="#e2e8f0" />
          <rect x="12" y="78" width="44" height="14" rx="7" fill="#2563eb" fillOpacity="0.85" />
        </g>
      </svg>
      <div className="absolute left-4 top-4 rounded-full bg-white/20 px-2.5 py-1 text-[11px] font-bold tracking-wider text-white backdrop-blur">
        {video.step}
      </div>
      <Icon className="absolute bottom-5 left-5 size-9 text-white/90" strokeWidth={1.75} />
      <span className="absolute left-1/2 top-1/2 grid size-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-ink shadow-lg transition-transform group-hover:scale-110">
        <Play className="ml-0.5 size-6 fill-current" />
      </span>
      <span className="absolute bottom-3 right-3 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white">
        {video.duration}
      </span>
    </div>
  );
}
