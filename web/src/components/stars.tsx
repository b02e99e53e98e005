import { Star } from 'lucide-react';
import { cn } from './cn.ts';

/** Read-only stars with the rate as text for screen readers. */
export function Stars({ rate, className }: { rate: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`별점 5점 중 ${rate}점`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= rate ? 'fill-amber-400 text-amber-400' : 'fill-line text-line')} aria-hidden />
      ))}
    </span>
  );
}
