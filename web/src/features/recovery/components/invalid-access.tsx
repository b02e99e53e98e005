import { AlertCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { RECOVERY_COPY } from '../messages.ts';

/** A result or reset page opened without the state its previous step hands over. */
export function InvalidAccess({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-5 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-red-50">
        <AlertCircle className="size-8 text-danger" aria-hidden />
      </span>
      <h1 className="mt-5 text-[22px] font-bold tracking-tight text-ink">{RECOVERY_COPY.invalidAccess}</h1>
      <p className="mt-2 text-[15px] text-sub">{RECOVERY_COPY.invalidAccessHint}</p>
      <ButtonLink to={backTo} size="lg" className="mt-8 min-w-56">
        {backLabel}
      </ButtonLink>
    </div>
  );
}
