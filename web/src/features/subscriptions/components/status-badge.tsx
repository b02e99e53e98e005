import { useStatusLabel } from '@store/shared';
import { cn } from '../../../components/index.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';

const TONES: Record<string, string> = {
  GRANTED: 'bg-brand-50 text-brand-700',
  BEFORE_USE: 'bg-soft text-sub',
  EXPIRED: 'bg-line text-sub',
  UNSUBSCRIPTION: 'bg-red-50 text-danger',
  DENIED: 'bg-red-50 text-danger',
};

/**
 * A use status as a badge; a status the spec does not name shows as '알 수 없음' (§4). A key taken
 * back with its cancelled order (`revoked`) reads 회수됨 whatever its status: its UNSUBSCRIPTION
 * label, 구독 해지, read as if the member had ended it.
 */
export function StatusBadge({ status, revoked = false }: { status: string; revoked?: boolean }) {
  const tone = revoked ? TONES.UNSUBSCRIPTION : TONES[status];
  // A plain function despite its name; called unconditionally because the lint reads it as a hook.
  const statusLabel = useStatusLabel(status);
  return (
    <span className={cn('inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-[13px] font-semibold', tone ?? 'bg-soft text-mute')}>
      {revoked ? C.revokedBadge : statusLabel}
    </span>
  );
}
