import {
  APPLICATION_STATUS_LABELS,
  GRADE_LABELS,
  orderStatusLabel,
  QNA_ANSWER_STATE_LABELS,
  REVIEW_VISIBILITY_LABELS,
  type ApplicationStatus,
  type Grade,
  type OrderStatus,
  type PaymentMethod,
  type QnaAnswerState,
  type ReviewVisibility,
} from '@store/shared';
import { cn } from '../../../components/index.ts';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

const ORDER_TONES: Record<OrderStatus, string> = {
  WAITING: 'bg-amber-100 text-amber-900',
  COMPLETE: 'bg-brand-50 text-brand-800',
  CONFIRM: 'bg-emerald-100 text-emerald-900',
  CANCEL: 'bg-soft text-sub',
};

/** The same words the buyer reads on my page (a card order waits for its payment, not a deposit). */
export function OrderStatusBadge({ status, method }: { status: OrderStatus; method: PaymentMethod | null }) {
  return <span className={cn(pill, ORDER_TONES[status])}>{orderStatusLabel(status, method)}</span>;
}

const APP_TONES: Record<ApplicationStatus, string> = {
  WAITING: 'bg-amber-100 text-amber-900',
  ACCEPTED: 'bg-sky-100 text-sky-900',
  IN_PROGRESS: 'bg-brand-50 text-brand-800',
  PRODUCTION_COMPLETED: 'bg-violet-100 text-violet-900',
  DELIVERY_COMPLETED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-red-100 text-red-900',
  CANCEL: 'bg-soft text-sub',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={cn(pill, APP_TONES[status])}>{APPLICATION_STATUS_LABELS[status]}</span>;
}

export function GradeBadge({ grade }: { grade: Grade }) {
  const tone = grade === 'BLOCKED' ? 'bg-red-100 text-red-900' : grade === 'ADMIN' ? 'bg-ink text-white' : 'bg-brand-50 text-brand-800';
  return <span className={cn(pill, tone)}>{GRADE_LABELS[grade]}</span>;
}

/** Waiting is the one to act on, so it carries the same amber as a waiting order. */
export function QnaStateBadge({ state }: { state: QnaAnswerState }) {
  return <span className={cn(pill, state === 'WAITING' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900')}>{QNA_ANSWER_STATE_LABELS[state]}</span>;
}

/** Hidden carries the amber its author sees beside the reason on my page. */
export function ReviewVisibilityBadge({ visibility }: { visibility: ReviewVisibility }) {
  return <span className={cn(pill, visibility === 'HIDDEN' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900')}>{REVIEW_VISIBILITY_LABELS[visibility]}</span>;
}
