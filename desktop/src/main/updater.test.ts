import { describe, expect, it, vi } from 'vitest';
import { unhandledRejectionsDuring } from '../test/unhandled-rejections.ts';
import { startAutoUpdates, type UpdaterLike } from './updater.ts';

vi.mock('electron', () => ({ Notification: Object.assign(vi.fn(), { isSupported: () => false }) }));

/** An update whose download settles a moment after the check, as a real one does. */
function laterDownload(outcome: 'downloaded' | 'fails') {
  return new Promise<string[]>((resolve, reject) =>
    setTimeout(() => (outcome === 'downloaded' ? resolve(['/tmp/setup.exe']) : reject(new Error('sha512 checksum mismatch'))), 5),
  );
}

/**
 * A stand-in with electron-updater's own shapes. Its checkForUpdatesAndNotify is the library's
 * (6.8.10, AppUpdater.js) as shipped: the notification is chained onto the download with no catch.
 */
function fakeUpdater(downloadPromise: Promise<unknown> | null = null) {
  const updater = {
    setFeedURL: vi.fn((_options: { provider: 'generic'; url: string }) => {}),
    checkForUpdates: vi.fn(async () => ({ updateInfo: { version: '0.2.0' }, downloadPromise })),
    checkForUpdatesAndNotify: vi.fn(() =>
      updater.checkForUpdates().then((it) => {
        if (!it?.downloadPromise) return it;
        void it.downloadPromise.then(() => {});
        return it;
      }),
    ),
    on: vi.fn(),
    autoDownload: false,
    autoInstallOnAppQuit: false,
  } satisfies UpdaterLike & Record<string, unknown>;
  return updater;
}

describe('auto updates', () => {
  it('are off without a feed URL (unset, or a development run)', async () => {
    const load = vi.fn(async () => fakeUpdater());
    expect(await startAutoUpdates(null, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('check the configured generic feed, download and install on quit', async () => {
    const updater = fakeUpdater();
    expect(await startAutoUpdates('https://updates.example.kr/desktop/', async () => updater)).toBe(true);
    expect(updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: 'https://updates.example.kr/desktop/' });
    expect(updater.checkForUpdates).toHaveBeenCalled();
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true });
  });

  it('tell the member once a downloaded update waits for the app to close', async () => {
    const notify = vi.fn();
    const download = laterDownload('downloaded');
    await startAutoUpdates('https://updates.example.kr/', async () => fakeUpdater(download), notify);
    await download;
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('0.2.0'));
  });

  it('never let a failing feed break the app', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const updater = { ...fakeUpdater(), checkForUpdates: vi.fn(async () => Promise.reject(new Error('ENOTFOUND'))) };
    await expect(startAutoUpdates('https://updates.example.kr/', async () => updater)).resolves.toBe(false);
  });

  it('never leave a failed download (network cut, bad checksum or signature) as an unhandled rejection in main', async () => {
    const notify = vi.fn();
    const unhandled = await unhandledRejectionsDuring(async () => {
      await startAutoUpdates('https://updates.example.kr/', async () => fakeUpdater(laterDownload('fails')), notify);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(unhandled).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});
