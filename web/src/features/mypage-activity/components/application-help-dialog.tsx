import { Dialog } from '../../../components/index.ts';
import { APPLICATION_STEPS, COPY } from '../messages.ts';
import { ApplicationStatusBadge } from './status-badge.tsx';

/** The 7-step help popup of /mypage/custom-order (store.md §2, §4). */
export function ApplicationHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={COPY.helpTitle} size="md">
      <ol className="space-y-3">
        {APPLICATION_STEPS.map((step, i) => (
          <li key={step.status} className="flex gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">{i + 1}</span>
            <div>
              <ApplicationStatusBadge status={step.status} />
              <p className="mt-1 text-[15px] text-sub">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
