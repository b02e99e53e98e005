import { BrowserWindow, type WebPreferences } from 'electron';

// The one app window. Its webPreferences are the renderer's sandbox: the web UI runs exactly as
// in a browser tab, and the only extra power it has is the preload's `window.storeDesktop`.
export const SECURE_WEB_PREFERENCES = {
  // The preload runs in its own JavaScript world; the page cannot reach Electron internals
  // or patch the objects the preload uses.
  contextIsolation: true,
  // OS-level Chromium sandbox for the renderer, and a preload limited to the sandboxed API.
  sandbox: true,
  // No Node.js in the page, its workers or its frames: a script injection stays a web page.
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  // Same-origin policy and mixed-content blocking stay on.
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  // Dropping a file on the window must not navigate it away to file://.
  navigateOnDragDrop: false,
  // A page cannot lock the member in a loop of alert() dialogs.
  safeDialogs: true,
  // (The `remote` module no longer exists in Electron; nothing to disable.)
} as const satisfies WebPreferences;

export interface MainWindowOptions {
  preloadPath: string;
  url: string;
  /** Only in development: in a shipped app devtools would invite "paste this in the console" scams. */
  devTools: boolean;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: '오토웍스 스토어',
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: options.preloadPath, devTools: options.devTools },
  });
  window.once('ready-to-show', () => window.show());
  // loadURL rejects when the load fails or is cut short (a reload as it starts, the dev server
  // not up yet); the window shows Chromium's error page, and main must not crash over it.
  window.loadURL(options.url).catch((error: unknown) => console.error(`[window] the app page did not load: ${(error as Error)?.message ?? 'error'}`));
  return window;
}
