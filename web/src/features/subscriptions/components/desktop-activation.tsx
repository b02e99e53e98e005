import type { SubscriptionDetailResponse } from '@store/shared';
import { Laptop } from 'lucide-react';
import { Button } from '../../../components/index.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';
import { isActivatable, slotOfThisPc, type ThisPc } from '../this-pc.ts';

interface Props {
  detail: SubscriptionDetailResponse;
  device: ThisPc | undefined;
  busy: boolean;
  onActivate: () => void;
}

/**
 * Desktop app only: "이 PC에서 활성화", whether this PC already holds a slot (DESIGN.md §6), or
 * holds one under another adapter's MAC, which activating again moves to the MAC connected now.
 */
export function DesktopActivation({ detail, device, busy, onActivate }: Props) {
  const d = detail.subscriptionDetail;
  const mac = device?.macAddress ?? null;
  const mine = slotOfThisPc(d.slots, device);
  const held = mine !== null && !mine.moved;
  const full = d.slots.every((s) => s.macAddress) && mine === null;
  const usable = isActivatable(d.useStatus);
  return (
    <section aria-labelledby="activate-title" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
      <h2 id="activate-title" className="flex items-center gap-2 text-lg font-bold">
        <Laptop className="size-5 text-brand-600" aria-hidden />
        {C.activateTitle}
      </h2>
      <p className="mt-1 text-sm text-sub">
        {C.thisPc} MAC: <span className="font-mono text-ink">{mac ?? '-'}</span>
      </p>
      {/* A dead key first: that this PC once held a slot of it says nothing it can use. */}
      {!usable ? (
        <p className="mt-3 text-[15px] text-sub">{C.notActivatable}</p>
      ) : held ? (
        <p className="mt-3 text-[15px] font-semibold text-brand-700" role="status">
          {C.alreadyHere}
        </p>
      ) : (
        <>
          {full && <p className="mt-3 whitespace-pre-line text-sm text-danger">{C.slotsFull}</p>}
          {mine?.moved && <p className="mt-3 text-sm text-sub">{C.otherAdapterHint}</p>}
          {/* Both slots held by other PCs: activating can only be refused (an admin frees a slot). */}
          <Button className="mt-4" onClick={onActivate} loading={busy} disabled={full}>
            {busy ? C.activating : mine?.moved ? C.moveHere : C.activate}
          </Button>
        </>
      )}
    </section>
  );
}
