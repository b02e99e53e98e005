import { describe, expect, it, vi } from 'vitest';
import { unhandledRejectionsDuring } from '../test/unhandled-rejections.ts';
import { createMainWindow } from './window.ts';

// BrowserWindow is mocked: the test reads the options the app window is constructed with.
const created = vi.hoisted(() => [] as Array<{ options: Record<string, any>; loadURL: ReturnType<typeof vi.fn> }>);
const load = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('electron', () => ({
  BrowserWindow: vi.fn(function (this: Record<string, unknown>, options: Record<string, any>) {
    // Recorded by a spy, answered by a plain function: a spy would observe the returned promise
    // and so mark a rejection as handled.
    const recorded = vi.fn();
    const loadURL = (url: string) => {
      recorded(url);
      return load.error ? Promise.reject(load.error) : Promise.resolve();
    };
    Object.assign(this, { loadURL, once: vi.fn(), show: vi.fn() });
    created.push({ options, loadURL: recorded });
  }),
}));

describe('main window', () => {
  it('is created sandboxed, context-isolated, without Node and with our preload', () => {
    createMainWindow({ preloadPath: '/app/out/preload/index.cjs', url: 'app://store/', devTools: false });
    const { options, loadURL } = created.at(-1)!;
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
      devTools: false,
    });
    expect(options.webPreferences).not.toHaveProperty('enableRemoteModule');
    expect(options.show).toBe(false);
    expect(loadURL).toHaveBeenCalledWith('app://store/');
  });

  it('does not leave a failed first load as an unhandled rejection in main', async () => {
    // loadURL rejects when the load is aborted (a reload while it starts) or the dev server is down.
    load.error = Object.assign(new Error("ERR_ABORTED (-3) loading 'app://store/'"), { code: 'ERR_ABORTED' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const unhandled = await unhandledRejectionsDuring(() => createMainWindow({ preloadPath: '/p.cjs', url: 'app://store/', devTools: false }));
      expect(unhandled).toEqual([]);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('ERR_ABORTED'));
    } finally {
      load.error = null;
    }
  });
});
