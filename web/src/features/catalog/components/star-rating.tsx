import { useId } from 'react';

// One SVG and one path per rating (a review list shows many): lucide's star five times, 27
// units apart, filled by a gradient that turns from amber to grey at the score.
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR = 24;
const TILE = 27;
const WIDTH = 4 * TILE + STAR;
// The star's three absolute coordinates moved right; the rest of its path is relative.
const move = (dx: number) => (_match: string, command: string, x: string) => `${command}${Number((Number(x) + dx).toFixed(3))}`;
const FIVE_STARS = [0, 1, 2, 3, 4].map((n) => STAR_PATH.replace(/([ML])(\d+\.\d+)(?= )/g, move(n * TILE))).join('');

/** Five stars filled to `value` (0-5, halves rounded), read out as "5점 만점에 4.5점". */
export function StarRating({ value, size = 'sm', className }: { value: number; size?: 'sm' | 'lg'; className?: string }) {
  const gradient = useId();
  const filled = Math.round(value * 2) / 2;
  const whole = Math.floor(filled);
  const fill = `${((whole * TILE + (filled - whole) * STAR) / WIDTH) * 100}%`;
  return (
    <svg
      role="img"
      aria-label={`5점 만점에 ${Number(value.toFixed(1))}점`}
      viewBox={`0 0 ${WIDTH} ${STAR}`}
      className={className}
      height={size === 'lg' ? 24 : 16}
      width={size === 'lg' ? WIDTH : (WIDTH * 2) / 3}
    >
      <linearGradient id={gradient} gradientUnits="userSpaceOnUse" x1="0" x2={WIDTH} y1="0" y2="0">
        <stop offset={fill} stopColor="#fbbf24" />
        <stop offset={fill} stopColor="var(--color-line)" />
      </linearGradient>
      <path d={FIVE_STARS} fill={`url(#${gradient})`} />
    </svg>
  );
}
