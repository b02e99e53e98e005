// Automatic updates through electron-updater's "generic" provider: a static folder (STORE_UPDATE_URL)
// holding latest.yml and the installers that `npm run desktop:package` produces. electron-updater
// checks the sha512 from latest.yml and, on Windows, that the new installer is signed by the same
// publisher as the installed app, so a tampered feed cannot install foreign code.

export interface UpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
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

/** Starts update checks; does nothing when the feed is unset or in development (`feedUrl` null). */
export async function startAutoUpdates(feedUrl: string | null, load: () => Promise<UpdaterLike> = loadAutoUpdater): Promise<boolean> {
  if (!feedUrl) return false;
  try {
    const updater = await load();
    updater.setFeedURL({ provider: 'generic', url: feedUrl });
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    // An unreachable feed must never disturb the store; it is retried on the next start.
    updater.on('error', (error) => console.warn(`[updater] ${error.message}`));
    await updater.checkForUpdatesAndNotify();
    return true;
  } catch (error) {
    console.warn(`[updater] update check failed: ${(error as Error).message}`);
    return false;
  }
}
