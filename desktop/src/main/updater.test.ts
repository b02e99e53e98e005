import { describe, expect, it, vi } from 'vitest';
import { startAutoUpdates, type UpdaterLike } from './updater.ts';

function fakeUpdater() {
  return { setFeedURL: vi.fn((_options: { provider: 'generic'; url: string }) => {}), checkForUpdatesAndNotify: vi.fn(async () => null), on: vi.fn(), autoDownload: false, autoInstallOnAppQuit: false } satisfies UpdaterLike;
}

describe('auto updates', () => {
  it('are off without a feed URL (unset, or a development run)', async () => {
    const load = vi.fn(async () => fakeUpdater());
    expect(await startAutoUpdates(null, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('check the configured generic feed', async () => {
    const updater = fakeUpdater();
    expect(await startAutoUpdates('https://updates.example.kr/desktop/', async () => updater)).toBe(true);
    expect(updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: 'https://updates.example.kr/desktop/' });
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalled();
  });

  it('never let a failing feed break the app', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const updater = { ...fakeUpdater(), checkForUpdatesAndNotify: vi.fn(async () => Promise.reject(new Error('ENOTFOUND'))) };
    await expect(startAutoUpdates('https://updates.example.kr/', async () => updater)).resolves.toBe(false);
  });
});
