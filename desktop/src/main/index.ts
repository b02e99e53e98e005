import { join } from 'node:path';
import { app, BrowserWindow, dialog, session } from 'electron';
import { APP_ORIGIN, installAppProtocol, registerAppScheme } from './app-protocol.ts';
import { buildTimeEnv, readConfig, type DesktopConfig } from './config.ts';
import { getDeviceInfo } from './device.ts';
import { registerIpcHandlers } from './ipc/index.ts';
import { createTokenVault } from './keychain.ts';
import { installPermissionPolicy, installWebContentsGuards, isAppUrl, openExternalSafely, openWebsiteSafely, originOf } from './security.ts';
import { createSocialLogin } from './social-login.ts';
import { startAutoUpdates } from './updater.ts';
import { createMainWindow } from './window.ts';

// The Electron main process: app lifecycle and wiring. Each concern lives in its own file;
// this one decides only the order things happen in.

const here = import.meta.dirname;
const PRELOAD_PATH = join(here, '../preload/index.cjs');
const RENDERER_DIR = join(here, '../renderer');

/**
 * The settings, or null once the member has been told and the app is quitting: a misconfigured
 * build must say so, not start against the wrong server. Nothing after this may run then (no
 * scheme, no window, no IPC), and nothing is thrown: an uncaught error in main would put
 * Electron's own English crash dialog on top of ours.
 */
function configOrQuit(): DesktopConfig | null {
  try {
    return readConfig({ ...process.env, ...buildTimeEnv() }, app.isPackaged);
  } catch (error) {
    const message = `설정 오류: ${(error as Error).message}`;
    console.error(`[main] ${message}`);
    dialog.showErrorBox('오토웍스 스토어', message);
    app.exit(1);
    return null;
  }
}

function start(config: DesktopConfig): void {
  // Production serves the bundled web build from app://store; development uses the Vite server.
  const appUrl = config.rendererUrl ?? `${APP_ORIGIN}/`;
  const appOrigin = originOf(appUrl)!;
  let mainWindow: BrowserWindow | null = null;

  // Privileged schemes can only be registered before `ready`.
  registerAppScheme();
  // Every renderer, including any created later, runs in the Chromium sandbox.
  app.enableSandbox();

  /** A page of the store's website in the system browser: the origin is the app's setting. */
  const openStorePage = (path: string) => openWebsiteSafely(config.apiOrigin, path);

  function showMainWindow(): void {
    if (mainWindow && !mainWindow.isDestroyed()) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
      return;
    }
    mainWindow = createMainWindow({ preloadPath: PRELOAD_PATH, url: appUrl, devTools: !app.isPackaged });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  }

  // One running copy: a second launch focuses the first, so two copies never race on the keychain.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    app.on('second-instance', showMainWindow);

    // Guards go on every web contents as it is created, before it can load anything.
    app.on('web-contents-created', (_event, contents) => installWebContentsGuards(contents, appOrigin, config.apiOrigin));

    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin') app.quit();
    });

    app
      .whenReady()
      .then(() => {
        installPermissionPolicy(session.defaultSession, appOrigin);
        if (!config.rendererUrl) installAppProtocol({ rendererDir: RENDERER_DIR, apiOrigin: config.apiOrigin });
        registerIpcHandlers({
          isTrustedSender: (url) => url !== undefined && isAppUrl(url, appOrigin),
          vault: createTokenVault(),
          // Naver and Kakao in the member's browser, handed back on the loopback (social-login.ts).
          socialLogin: createSocialLogin({ openWebsite: openStorePage, focusApp: showMainWindow }),
          getDeviceInfo: () => getDeviceInfo(),
          openExternal: openExternalSafely,
          openWebsite: openStorePage,
          getVersion: () => app.getVersion(),
        });
        showMainWindow();
        app.on('activate', () => {
          if (BrowserWindow.getAllWindows().length === 0) showMainWindow();
        });
        void startAutoUpdates(config.updateUrl);
      })
      .catch((error: unknown) => {
        dialog.showErrorBox('오토웍스 스토어', `앱을 시작하지 못했습니다: ${(error as Error).message}`);
        app.exit(1);
      });
  }
}

const config = configOrQuit();
if (config) start(config);
