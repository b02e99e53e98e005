import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AdminDashboard } from '@store/shared';
import { EXPIRY_NOTICE_DAYS } from '@store/shared/constants/limits';
import { cn } from '../../../components/index.ts';
import { DASHBOARD_COPY as C } from '../messages.ts';
import { Panel } from './admin-page.tsx';

interface Task {
  label: string;
  count: number;
  value: string;
  note: string;
  /** The list, filtered to this work: the lists read their filters from the address. */
  to: string;
}

/** The work waiting for an admin, each card opening the list that holds it. */
export function DashboardWaiting({ waiting, keys }: Pick<AdminDashboard, 'waiting' | 'keys'>) {
  const tasks: Task[] = [
    {
      label: C.deposits,
      count: waiting.deposits,
      value: C.orders(waiting.deposits),
      note: C.depositsNote(waiting.depositsKrw),
      to: '/admin/orders?status=WAITING&paymentMethod=BANK_TRANSFER',
    },
    { label: C.questions, count: waiting.questions, value: C.orders(waiting.questions), note: C.questionsNote, to: '/admin/qna?state=WAITING' },
    { label: C.customRequests, count: waiting.customRequests, value: C.orders(waiting.customRequests), note: C.customRequestsNote, to: '/admin/custom-requests?status=WAITING' },
    { label: C.expiringKeys, count: keys.expiringSoon, value: C.pieces(keys.expiringSoon), note: C.expiringKeysNote(EXPIRY_NOTICE_DAYS, keys.live), to: '/admin?filter=expiring#key-list-title' },
  ];
  return (
    <Panel title={C.todo}>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {tasks.map((t) => (
          <li key={t.label}>
            <TaskCard task={t} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function TaskCard({ task: t }: { task: Task }) {
  const busy = t.count > 0;
  return (
    <Link
      to={t.to}
      className={cn(
        'group flex h-full items-center justify-between gap-3 rounded-xl border px-4 py-3.5 transition-colors',
        busy ? 'border-brand-200 bg-brand-50 hover:border-brand-500' : 'border-line bg-white hover:bg-soft',
      )}
    >
      {/* The spaces between the lines keep them apart in the link's accessible name. */}
      <span className="min-w-0">
        <span className={cn('block text-sm font-semibold', busy ? 'text-brand-800' : 'text-sub')}>{t.label}</span>{' '}
        <span className={cn('mt-1 block text-2xl font-bold tabular-nums', busy ? 'text-brand-700' : 'text-mute')}>{busy ? t.value : C.none}</span>{' '}
        <span className="mt-1 block break-keep text-[13px] text-sub">{t.note}</span>
      </span>
      <ChevronRight className={cn('size-5 shrink-0 transition-transform group-hover:translate-x-0.5', busy ? 'text-brand-700' : 'text-mute')} aria-hidden />
    </Link>
  );
}
