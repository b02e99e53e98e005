import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

// The spec's many "alert" and "confirm" moments, as accessible modals instead of
// window.alert: `await alert('…')`, `if (await confirm('…')) …`.

interface Pending {
  kind: 'alert' | 'confirm';
  message: string;
  title: string | undefined;
  confirmLabel: string | undefined;
  cancelLabel: string | undefined;
  resolve: (ok: boolean) => void;
}

const queueAtom = atom<Pending[]>([]);

export interface DialogOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export function useDialogs() {
  const setQueue = useSetAtom(queueAtom);
  const open = useCallback(
    (kind: Pending['kind'], message: string, options: DialogOptions = {}) =>
      new Promise<boolean>((resolve) =>
        setQueue((q) => [
          ...q,
          { kind, message, title: options.title, confirmLabel: options.confirmLabel, cancelLabel: options.cancelLabel, resolve },
        ]),
      ),
    [setQueue],
  );
  return {
    alert: useCallback((message: string, options?: DialogOptions) => open('alert', message, options).then(() => undefined), [open]),
    confirm: useCallback((message: string, options?: DialogOptions) => open('confirm', message, options), [open]),
  };
}

export function AlertHost() {
  const [queue, setQueue] = useAtom(queueAtom);
  const current = queue[0];
  const finish = (ok: boolean) => {
    current?.resolve(ok);
    setQueue((q) => q.slice(1));
  };
  return (
    <Dialog
      open={Boolean(current)}
      onClose={() => finish(false)}
      title={current?.title ?? '알림'}
      hideTitle={!current?.title}
      size="sm"
      footer={
        current?.kind === 'confirm' ? (
          <>
            <Button variant="outline" onClick={() => finish(false)}>
              {current.cancelLabel ?? '취소'}
            </Button>
            <Button onClick={() => finish(true)} autoFocus>
              {current.confirmLabel ?? '확인'}
            </Button>
          </>
        ) : (
          <Button onClick={() => finish(true)} autoFocus>
            {current?.confirmLabel ?? '확인'}
          </Button>
        )
      }
    >
      <p className="whitespace-pre-line text-base text-ink">{current?.message}</p>
    </Dialog>
  );
}
