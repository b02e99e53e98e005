import { Notification } from 'electron';

// Automatic updates through electron-updater's "generic" provider: a static folder (STORE_UPDATE_URL)
// holding latest.yml and the installers that `npm run desktop:package` produces. electron-updater
// checks the sha512 from latest.yml and, on Windows, that the new installer is signed by the same
// publisher as the installed app, so a tampered feed cannot install foreign code.

/** What a check answers (electron-updater's UpdateCheckResult, the part used here). */
export interface UpdateCheck {
  updateInfo: { version: string };
  /** Set when a newer version is being downloaded (autoDownload). */
  downloadPromise?: Promise<unknown> | null;
}

export interface UpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<UpdateCheck | null>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
}

async function loadAutoUpdater(): Promise<UpdaterLike> {
  // Loaded only when updates are on: the module reads the packaged app's metadata on import.
  // It is CommonJS, so the ESM main sees it as a default export.
  const mod = (await import('electron-updater')) as unknown as { default?: { autoUpdater: UpdaterLike }; autoUpdater?: UpdaterLike };
  return (mod.autoUpdater ?? mod.default?.autoUpdater)!;
}

/** The OS notification that a downloaded update is installed when the app closes. */
function notifyUpdateReady(version: string): void {
  try {
    if (!Notification.isSupported()) return;
    new Notification({ title: '오토웍스 스토어 업데이트', body: `새 버전(${version})을 내려받았습니다. 앱을 종료하면 설치됩니다.` }).show();
  } catch (error) {
    console.warn(`[updater] could not show the update notification (${(error as Error)?.name ?? 'error'})`);
  }
}

/** Starts update checks; does nothing when the feed is unset or in development (`feedUrl` null). */
export async function startAutoUpdates(
  feedUrl: string | null,
  load: () => Promise<UpdaterLike> = loadAutoUpdater,
  notifyReady: (version: string) => void = notifyUpdateReady,
): Promise<boolean> {
  if (!feedUrl) return false;
  try {
    const updater = await load();
    updater.setFeedURL({ provider: 'generic', url: feedUrl });
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    // An unreachable feed must never disturb the store; it is retried on the next start.
    updater.on('error', (error) => console.warn(`[updater] ${error.message}`));
    // Not checkForUpdatesAndNotify: electron-updater chains its (English) notification onto the
    // download with no catch, so a failed download (network cut, bad checksum or signature) was an
    // unhandled rejection in main. The failure itself reaches the 'error' listener above.
    const check = await updater.checkForUpdates();
    void check?.downloadPromise?.then(
      () => notifyReady(check.updateInfo.version),
      () => undefined,
    );
    return true;
  } catch (error) {
    console.warn(`[updater] update check failed: ${(error as Error).message}`);
    return false;
  }
}
