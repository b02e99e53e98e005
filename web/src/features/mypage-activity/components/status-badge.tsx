import { APPLICATION_STATUS_LABELS, orderStatusLabel, type ApplicationStatus, type OrderStatus, type PaymentMethod } from '@store/shared';
import { cn } from '../../../components/index.ts';

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-[13px] font-semibold';

const ORDER_TONES: Record<OrderStatus, string> = {
  WAITING: 'bg-amber-50 text-amber-800',
  COMPLETE: 'bg-brand-50 text-brand-700',
  CONFIRM: 'bg-emerald-50 text-emerald-800',
  CANCEL: 'bg-soft text-sub',
};

export function OrderStatusBadge({ status, method }: { status: OrderStatus; method: PaymentMethod | null }) {
  return <span className={cn(badge, ORDER_TONES[status])}>{orderStatusLabel(status, method)}</span>;
}

const APPLICATION_TONES: Record<ApplicationStatus, string> = {
  WAITING: 'bg-amber-50 text-amber-800',
  ACCEPTED: 'bg-sky-50 text-sky-800',
  IN_PROGRESS: 'bg-brand-50 text-brand-700',
  PRODUCTION_COMPLETED: 'bg-indigo-50 text-indigo-800',
  DELIVERY_COMPLETED: 'bg-emerald-50 text-emerald-800',
  REJECTED: 'bg-red-50 text-red-800',
  CANCEL: 'bg-soft text-sub',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={cn(badge, APPLICATION_TONES[status])}>{APPLICATION_STATUS_LABELS[status]}</span>;
}
