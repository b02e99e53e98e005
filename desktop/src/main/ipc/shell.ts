import { DESKTOP_CHANNELS } from '@store/shared';
import type { IpcRegistrar } from './handle.ts';

// shell:open-external — the only way the page can start another program, so the URL has been
// checked by the shared schema (https, mailto, tel only) before `open` sees it; `open` checks
// again (security.ts) because it is also used by the navigation guards.
export function registerShellIpc(
  ipc: IpcRegistrar,
  open: (url: string) => Promise<boolean>,
  openWebsite: (path: string) => Promise<boolean>,
): void {
  ipc.handle(DESKTOP_CHANNELS.shellOpenExternal, async ({ url }) => {
    await open(url);
  });
  // shell:open-website — a path only; main adds the store's origin (security.ts openWebsiteSafely).
  ipc.handle(DESKTOP_CHANNELS.shellOpenWebsite, async ({ path }) => {
    await openWebsite(path);
  });
}
