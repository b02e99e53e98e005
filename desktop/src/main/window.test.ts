import { describe, expect, it, vi } from 'vitest';
import { createMainWindow } from './window.ts';

// BrowserWindow is mocked: the test reads the options the app window is constructed with.
const created = vi.hoisted(() => [] as Array<{ options: Record<string, any>; loadURL: ReturnType<typeof vi.fn> }>);
vi.mock('electron', () => ({
  BrowserWindow: vi.fn(function (this: Record<string, unknown>, options: Record<string, any>) {
    const loadURL = vi.fn(async () => {});
    Object.assign(this, { loadURL, once: vi.fn(), show: vi.fn() });
    created.push({ options, loadURL });
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
});
