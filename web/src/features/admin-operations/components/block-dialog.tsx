import { ADMIN_BLOCK_REASON_MAX } from '@store/shared';
import { Dialog } from '../../../components/index.ts';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { useUserActions } from '../api/users.ts';
import { MSG } from '../messages.ts';

export interface BlockTarget {
  id: number;
  name: string;
  loginId: string;
}

/**
 * Suspends `members` (closed when null) with an optional reason, kept on the member while the
 * suspension lasts and shown to admins only. `onBlocked` runs after the server suspended them.
 */
export function BlockDialog({ members, onClose, onBlocked }: { members: BlockTarget[] | null; onClose: () => void; onBlocked?: () => void }) {
  return (
    <Dialog open={members !== null && members.length > 0} onClose={onClose} title={MSG.blockTitle}>
      {/* Mounted per opening, so a reason typed for one selection never carries over to the next. */}
      {members && members.length > 0 && <BlockForm key={members.map((m) => m.id).join()} members={members} onDone={onClose} onBlocked={onBlocked} />}
    </Dialog>
  );
}

const SHOWN = 5;

function BlockForm({ members, onDone, onBlocked }: { members: BlockTarget[]; onDone: () => void; onBlocked: (() => void) | undefined }) {
  const { block } = useUserActions();

  // Suspended by another admin meanwhile, an admin, or gone: ReasonForm closes and says so; the
  // list reloads (the hook).
  async function submit(why: string) {
    const result = await block.mutateAsync({ memberIds: members.map((m) => m.id), ...(why ? { reason: why } : {}) });
    onBlocked?.();
    return result.message;
  }

  return (
    <ReasonForm
      field={{
        id: 'block-reason',
        label: (
          <>
            {MSG.blockReason} <span className="font-normal text-mute">({MSG.optional})</span>
          </>
        ),
        max: ADMIN_BLOCK_REASON_MAX,
        rows: 3,
        minHeight: 'min-h-24',
        placeholder: MSG.blockReasonPlaceholder,
        note: MSG.blockReasonNote,
      }}
      cancelLabel={MSG.cancel}
      confirmLabel={MSG.blockConfirm}
      onClose={onDone}
      onSubmit={submit}
      mootMessage={MSG.blockFailed}
    >
      <p className="text-base">{MSG.blockAsk(members.length)}</p>
      <ul className="flex flex-wrap gap-1.5 text-sm" aria-label={MSG.blockTargets}>
        {members.slice(0, SHOWN).map((m) => (
          <li key={m.id} className="rounded-lg bg-soft px-2.5 py-1">
            {m.name} <span className="text-mute">({m.loginId})</span>
          </li>
        ))}
        {members.length > SHOWN && <li className="px-1 py-1 text-mute">{MSG.andMore(members.length - SHOWN)}</li>}
      </ul>
    </ReasonForm>
  );
}
