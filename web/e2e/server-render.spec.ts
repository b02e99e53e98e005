import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWon } from '@store/shared';
import { baseURL, DESKTOP, launch, MOBILE, newPage, skipE2E } from './support/browser.ts';

// The storefront's pages arrive rendered by the server (web/src/entry-server.tsx, loaded by the
// API) and the browser adopts that HTML instead of painting it again.

type Item = { itemId: number; itemName: string; salePrice: number };

describe.skipIf(skipE2E())('server-rendered storefront', () => {
  let browser: Browser;
  let item: Item;
  beforeAll(async () => {
    browser = await launch();
    item = ((await (await fetch(`${baseURL()}/api/items`)).json()) as { items: Item[] }).items[0]!;
  });
  afterAll(() => browser?.close());

  it('sends a product page with its name, price and data in the HTML itself', async () => {
    const res = await fetch(`${baseURL()}/products/${item.itemId}`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`>${item.itemName}</h1>`);
    expect(html).toContain(formatWon(item.salePrice));
    expect(html).toMatch(/<script type="application\/json" id="store-state">\[\{"key":/);
    expect(res.status).toBe(200);
    expect(html).toContain(`<title>${item.itemName} | 오토웍스</title>`);
    expect(html).toContain(`<meta property="og:title" content="${item.itemName} | 오토웍스">`);
  });

  it('renders with React’s production build, whatever NODE_ENV the API runs with', () => {
    // `npm start` leaves NODE_ENV unset; React imported from node_modules would then run its
    // development build on the server, at twice the CPU per page (vite.config.ts bundles it).
    const dir = join(new URL('../dist-server', import.meta.url).pathname);
    const files = [join(dir, 'entry-server.js'), ...readdirSync(join(dir, 'assets')).map((name) => join(dir, 'assets', name))];
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).toContain('react-dom-server');
    expect(code).not.toMatch(/\.development\.js|process\.env\.NODE_ENV/);
    expect(code).not.toMatch(/from "react(-dom)?(\/[a-z-]+)?"/);
  });

  it('answers a product that does not exist with 404, its page still in the HTML', async () => {
    const res = await fetch(`${baseURL()}/products/987654`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<div id="root"><');
    expect(html).toContain('<title>상품을 찾을 수 없습니다 | 오토웍스</title>');
    expect(html).not.toContain('상품 정보를 불러오는 중입니다');
  });

  it('redirects another spelling of a page’s address to its own, for GET and HEAD alike', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${baseURL()}/PRODUCTS/${item.itemId}/?utm_source=kakao`, { method, headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(res.status, method).toBe(301);
      expect(new URL(res.headers.get('location')!, baseURL()).href, method).toBe(`${baseURL()}/products/${item.itemId}?utm_source=kakao`);
    }
  });

  it('answers HEAD with the status GET has', async () => {
    for (const path of [`/products/${item.itemId}`, '/products/987654', '/no-such-page', '/cart']) {
      const head = await fetch(`${baseURL()}${path}`, { method: 'HEAD', headers: { accept: 'text/html' } });
      const get = await fetch(`${baseURL()}${path}`, { headers: { accept: 'text/html' } });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
    }
  });

  it('shows the home page, the list and a product without running any script', async () => {
    const { context, page } = await newContext({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { name: '지금 가장 많이 찾는 프로그램' }).count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="home-section-best"] article').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').getByText('사업자등록번호').count()).toBe(1);
    await page.goto('/products');
    expect(await page.getByRole('link', { name: new RegExp(item.itemName) }).count()).toBeGreaterThan(0);
    await page.goto(`/products/${item.itemId}`);
    expect(await page.getByRole('heading', { level: 1, name: item.itemName }).count()).toBe(1);
    await context.close();
  });

  it('adopts the server’s HTML without replacing it and without a hydration error', async () => {
    for (const [path, viewport] of [
      ['/', DESKTOP],
      ['/products', MOBILE],
      [`/products/${item.itemId}`, DESKTOP],
      ['/login', MOBILE],
      ['/FAQ', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // Before any script of the page: remember the server's first element and count removals.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root')!;
          const w = window as unknown as { serverNode?: Element; removed: number };
          w.serverNode = root.querySelector('#main') ?? undefined;
          w.removed = 0;
          new MutationObserver((records) => records.forEach((r) => (w.removed += r.removedNodes.length))).observe(root, { childList: true });
        });
      });
      await page.goto(path);
      const kept = await page.evaluate(() => {
        const w = window as unknown as { serverNode?: Element; removed: number };
        return { sameMain: !!w.serverNode && w.serverNode === document.getElementById('main'), removed: w.removed };
      });
      expect(kept, path).toEqual({ sameMain: true, removed: 0 });
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });

  it('adopts the login page reloaded after a redirect, whose notice the server cannot know (it is in history state)', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/mypage');
    await page.waitForURL('**/login');
    await page.getByText('로그인 후 이용할 수 있는 서비스입니다.').waitFor();
    // A hydration mismatch is a page error, which newPage turns into the run's failure.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('로그인 후 이용할 수 있는 서비스입니다.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('adopts a screen without a preload link per chunk its code needs, and still navigates (vite.config.ts)', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    const response = await page.goto('/');
    const sent = ((await response!.text()).match(/rel="modulepreload"/g) ?? []).length;
    await page.waitForLoadState('networkidle'); // the footer's code too
    expect(sent).toBeGreaterThan(0); // the entry's own imports, from index.html
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(sent);
    // A screen whose code is not loaded yet arrives with what it imports.
    await page.locator(`a[href="/products/${item.itemId}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: item.itemName }).waitFor();
    await page.getByRole('tab', { name: '상세정보' }).waitFor();
    await context.close();
  });

  it('lets a member’s browser render the page for itself, with their token', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByLabel('아이디', { exact: true }).fill('demo');
    await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`/products/${item.itemId}`);
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: item.itemName }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a click on the header as soon as the page has loaded, while the screen’s code may still be coming', async () => {
    const { context, page } = await newContext();
    await page.goto('/'); // the load event only, not newPage's wait for the screen
    await page.getByRole('button', { name: '장바구니' }).click();
    await page.getByRole('dialog', { name: '로그인이 필요합니다' }).waitFor();
    await context.close();
  });

  it('answers a header click made after the load event but before React takes the page over', async () => {
    const { context, page } = await newContext();
    // The app yields with timers before hydrateRoot (main.tsx); with the clock paused it waits
    // there, the window a busy machine opens by chance.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/');
    await page.getByRole('button', { name: '장바구니' }).click();
    await page.clock.resume();
    await page.getByRole('dialog', { name: '로그인이 필요합니다' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('keeps what a visitor typed into the login form before its code arrived, and signs them in with it', async () => {
    const { context, page } = await newContext();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('아이디', { exact: true }).fill('demo');
    await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
    release();
    const login = page.getByRole('button', { name: '로그인', exact: true });
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled === false);
    await login.click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    await context.close();
  });

  async function newContext({ javaScriptEnabled = true } = {}) {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), javaScriptEnabled, locale: 'ko-KR' });
    return { context, page: await context.newPage() };
  }
});
