import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTypefaceAfterFirstPaint, TYPEFACE_MEDIA } from './typeface.ts';

function fakeView(matches: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const query = {
    matches,
    addEventListener: (_: 'change', fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: 'change', fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
  };
  return {
    listeners,
    resize: (wide: boolean) => [...listeners].forEach((fn) => fn({ matches: wide } as MediaQueryListEvent)),
    view: {
      matchMedia: vi.fn(() => query as unknown as MediaQueryList),
      requestAnimationFrame: vi.fn((cb: FrameRequestCallback) => (cb(0), 1)),
    },
  };
}

const ready = () => document.documentElement.classList.contains('typeface-ready');

describe('loadTypefaceAfterFirstPaint', () => {
  const fontsLoad = vi.fn(async () => []);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load: fontsLoad } });

  afterEach(() => {
    document.documentElement.classList.remove('typeface-ready');
    fontsLoad.mockClear();
  });

  it('on a wide window, loads Pretendard for the page text after the first frame and switches once', async () => {
    document.body.textContent = '윈도우 자동화 프로그램';
    const { view } = fakeView(true);
    loadTypefaceAfterFirstPaint(document, view);
    expect(view.matchMedia).toHaveBeenCalledWith(TYPEFACE_MEDIA);
    expect(view.requestAnimationFrame).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(ready()).toBe(true));
    expect(fontsLoad).toHaveBeenCalledWith('1em "Pretendard Variable"', '윈도우 자동화 프로그램');
  });

  it("on a phone's width keeps the system font, and loads Pretendard once the window grows", async () => {
    const phone = fakeView(false);
    loadTypefaceAfterFirstPaint(document, phone.view);
    await new Promise((r) => setTimeout(r, 20));
    expect(fontsLoad).not.toHaveBeenCalled();
    expect(ready()).toBe(false);

    phone.resize(false);
    phone.resize(true);
    await vi.waitFor(() => expect(ready()).toBe(true));
    expect(fontsLoad).toHaveBeenCalledOnce();
    expect(phone.listeners.size).toBe(0);
  });
});
