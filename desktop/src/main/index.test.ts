import { DESKTOP_CHANNELS } from '@store/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The whole main process started against a fake `electron`: what happens, in what order, and with
// which window options. Each test imports index.ts afresh.
const fake = vi.hoisted(() => {
  const state = {
    lock: true,
    order: [] as string[],
    appListeners: new Map<string, (...args: any[]) => void>(),
    windows: [] as Array<{ options: any; loadURL: any }>,
  };
  const electron = {
    app: {
      isPackaged: true,
      requestSingleInstanceLock: vi.fn(() => state.lock),
      quit: vi.fn(),
      exit: vi.fn(),
      enableSandbox: vi.fn(() => state.order.push('enableSandbox')),
      on: vi.fn((name: string, listener: (...args: any[]) => void) => state.appListeners.set(name, listener)),
      whenReady: vi.fn(async () => {
        state.order.push('ready');
      }),
      getVersion: () => '0.1.0',
    },
    BrowserWindow: Object.assign(
      vi.fn(function (this: any, options: any) {
        const loadURL = vi.fn(async () => {});
        Object.assign(this, { loadURL, once: vi.fn(), on: vi.fn(), isDestroyed: () => false, isMinimized: () => false, focus: vi.fn() });
        state.windows.push({ options, loadURL });
      }),
      { getAllWindows: () => [] },
    ),
    dialog: { showErrorBox: vi.fn() },
    session: {
      defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() },
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => state.order.push('registerScheme')),
      handle: vi.fn(),
    },
    ipcMain: { handle: vi.fn() },
    net: { fetch: vi.fn() },
    shell: { openExternal: vi.fn() },
  };
  return { state, electron };
});
vi.mock('electron', () => fake.electron);
// Keep the test off the real OS keychain.
vi.mock('@napi-rs/keyring', () => ({ AsyncEntry: class {} }));

async function startApp() {
  vi.resetModules();
  await import('./index.ts');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.clearAllMocks();
  fake.state.lock = true;
  fake.state.order = [];
  fake.state.appListeners.clear();
  fake.state.windows = [];
  vi.stubEnv('ELECTRON_RENDERER_URL', '');
  vi.stubEnv('STORE_UPDATE_URL', '');
  vi.stubEnv('STORE_API_URL', '');
});

describe('main process start-up', () => {
  it('after a configuration error says so in Korean, exits, and starts nothing else', async () => {
    // A build pointed at a plain-http server: the token must not travel there.
    vi.stubEnv('STORE_API_URL', 'http://store.example.kr');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(startApp()).resolves.toBeUndefined();
    expect(fake.electron.dialog.showErrorBox).toHaveBeenCalledWith('오토웍스 스토어', expect.stringMatching(/^설정 오류: .*STORE_API_URL/));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('설정 오류'));
    expect(fake.electron.app.exit).toHaveBeenCalledWith(1);
    expect(fake.state.order).toEqual([]);
    expect(fake.electron.app.requestSingleInstanceLock).not.toHaveBeenCalled();
    expect(fake.electron.app.whenReady).not.toHaveBeenCalled();
    expect(fake.electron.app.on).not.toHaveBeenCalled();
    expect(fake.state.windows).toHaveLength(0);
    logged.mockRestore();
  });

  it('quits at once when another copy is running', async () => {
    fake.state.lock = false;
    await startApp();
    expect(fake.electron.app.quit).toHaveBeenCalled();
    expect(fake.state.windows).toHaveLength(0);
    expect(fake.electron.ipcMain.handle).not.toHaveBeenCalled();
  });

  it('registers the app scheme and the sandbox before ready, then the fences, IPC and one secure window', async () => {
    await startApp();
    expect(fake.state.order).toEqual(['registerScheme', 'enableSandbox', 'ready']);
    expect(fake.electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(fake.electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    const channels = fake.electron.ipcMain.handle.mock.calls.map(([channel]) => channel);
    expect(channels.sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort());

    expect(fake.state.windows).toHaveLength(1);
    const { options, loadURL } = fake.state.windows[0]!;
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, devTools: false });
    expect(options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(loadURL).toHaveBeenCalledWith('app://store/');
  });

  it('puts the navigation guards on every web contents as it is created', async () => {
    await startApp();
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    fake.state.appListeners.get('web-contents-created')!({}, contents);
    expect(contents.on).toHaveBeenCalledWith('will-navigate', expect.any(Function));
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });

  it('focuses the existing window when a second copy is launched', async () => {
    await startApp();
    fake.state.appListeners.get('second-instance')!();
    expect(fake.state.windows).toHaveLength(1);
  });
});
