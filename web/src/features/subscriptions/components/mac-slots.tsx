import type { MacSlot } from '@store/shared';
import { Monitor } from 'lucide-react';
import { cn } from '../../../components/index.ts';
import { SUBSCRIPTION_COPY as C } from '../messages.ts';
import { slotOfThisPc, type ThisPc } from '../this-pc.ts';

/** The key's two MAC slots; the one this PC holds (desktop app) is marked. */
export function MacSlots({ slots, thisPc }: { slots: MacSlot[]; thisPc?: ThisPc | undefined }) {
  const held = slotOfThisPc(slots, thisPc);
  return (
    <section aria-labelledby="slots-title" className="mt-8">
      <h2 id="slots-title" className="text-lg font-bold">
        {C.slotsTitle}
      </h2>
      <p className="mt-1 text-sm text-sub">{C.slotsHint}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {slots.map((s) => {
          const mine = held?.slot === s.slot;
          return (
            <li key={s.slot} className={cn('flex items-center gap-3 rounded-xl border p-4', mine ? 'border-brand-600 bg-brand-50' : 'border-line bg-white')} aria-label={`${C.slot(s.slot)} ${s.macAddress ?? C.slotEmpty}`}>
              <Monitor className={cn('size-6', s.macAddress ? 'text-brand-600' : 'text-line')} aria-hidden />
              <div>
                <p className="text-sm font-semibold text-ink">
                  {C.slot(s.slot)}
                  {mine && <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{C.thisPc}</span>}
                </p>
                {mine && held.moved && <p className="text-xs text-sub">{C.otherAdapter}</p>}
                {/* Only an address in the monospace face: Hangul in it ('비어 있음') spaced out oddly. */}
                <p className={cn('text-[15px]', s.macAddress ? 'font-mono text-ink' : 'text-mute')}>{s.macAddress ?? C.slotEmpty}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
