import { Star } from 'lucide-react';
import { cn } from '../../../components/index.ts';

/** Five stars filled to `value` (0-5, halves rounded), read out as "5점 만점에 4.5점". */
export function StarRating({ value, size = 'sm', className }: { value: number; size?: 'sm' | 'lg'; className?: string }) {
  const filled = Math.round(value * 2) / 2;
  const icon = size === 'lg' ? 'size-6' : 'size-4';
  return (
    <span role="img" aria-label={`5점 만점에 ${Number(value.toFixed(1))}점`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = filled >= n ? 100 : filled === n - 0.5 ? 50 : 0;
        return (
          <span key={n} className={cn('relative inline-block', icon)} aria-hidden>
            <Star className={cn('absolute inset-0 text-line', icon)} fill="currentColor" strokeWidth={0} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Star className={cn('text-amber-400', icon)} fill="currentColor" strokeWidth={0} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
