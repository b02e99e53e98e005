import { useStatusLabel } from '@store/shared';
import { cn } from '../../../components/index.ts';

const TONES: Record<string, string> = {
  GRANTED: 'bg-brand-50 text-brand-700',
  BEFORE_USE: 'bg-soft text-sub',
  EXPIRED: 'bg-line text-sub',
  UNSUBSCRIPTION: 'bg-red-50 text-danger',
  DENIED: 'bg-red-50 text-danger',
};

/** A use status as a badge; a status the spec does not name shows as '알 수 없음' (§4). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={cn('inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-[13px] font-semibold', TONES[status] ?? 'bg-soft text-mute')}>{useStatusLabel(status)}</span>;
}
