import type { ReactNode } from 'react';
import { AlertCircle, Inbox } from 'lucide-react';

export function LoadingState({ message = '불러오는 중입니다...' }: { message?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-mute">
      <span className="size-8 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" aria-hidden />
      <p className="text-sm">{message}</p>
    </div>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center text-mute">
      <Inbox className="size-10 text-line" aria-hidden />
      <p className="text-[15px]">{message}</p>
      {action}
    </div>
  );
}

export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <AlertCircle className="size-10 text-danger" aria-hidden />
      <p className="text-[15px] text-sub">{message}</p>
      {action}
    </div>
  );
}
