import { formatWon } from '@store/shared';
import { cn } from './cn.ts';

export function Price({ amount, className, strike }: { amount: number; className?: string; strike?: boolean }) {
  const Tag = strike ? 's' : 'span';
  return <Tag className={cn('tabular-nums', strike && 'text-mute', className)}>{formatWon(amount)}</Tag>;
}
