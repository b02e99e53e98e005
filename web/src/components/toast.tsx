import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { cn } from './cn.ts';

interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

/** Short, non-blocking notices ("장바구니에 담았습니다"). Blocking ones use useDialogs(). */
export function useToast() {
  const set = useSetAtom(toastsAtom);
  return useCallback(
    (message: string, tone: Toast['tone'] = 'info') => {
      const id = nextId++;
      set((list) => [...list, { id, message, tone }]);
      setTimeout(() => set((list) => list.filter((t) => t.id !== id)), 3000);
    },
    [set],
  );
}

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          className={cn(
            'rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg',
            t.tone === 'error' ? 'bg-danger' : t.tone === 'success' ? 'bg-ink' : 'bg-ink/90',
          )}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
