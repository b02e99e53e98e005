import { useCallback, useRef, useState, type FormEvent } from 'react';

/**
 * Runs one task at a time: a call made while the last one is still running is dropped.
 *
 * A mutation's `isPending` alone does not stop a double click: TanStack Query reports it on a
 * later tick (setTimeout 0), so a second click landing before that render finds the button still
 * enabled and sends the request again (an answer saved twice, the second refused with a 409).
 * The ref closes the gate at once; `busy` is set in the same click, so the button is disabled as
 * soon as React renders that click, and stays so through any confirm dialog and the request.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  /** A form's submit handler running `task` through `run`, the page not reloaded. */
  const onSubmit = useCallback(
    (task: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      void run(task);
    },
    [run],
  );
  return { run, onSubmit, busy };
}
