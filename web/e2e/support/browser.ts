import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const skipE2E = (): boolean => inject('e2eSkip');
export const baseURL = (): string => inject('baseURL');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const MOBILE: Viewport = { width: 390, height: 844 };

export async function newPage(browser: Browser, viewport: Viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseURL(), locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  // Any uncaught error in the page fails the test that caused it.
  page.on('pageerror', (error) => {
    throw error;
  });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForScreen(page);
    return response;
  };
  return { context, page };
}

/**
 * Waits until React runs the screen: a server-rendered page shows its buttons before its code
 * has taken them over, and a click there would go nowhere. (`newPage`'s goto does this.)
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const screen = document.getElementById('main')?.firstElementChild;
    return !!screen && Object.keys(screen).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Runs axe-core in the page (through evaluate, which the CSP does not block) and fails on any
 * WCAG 2.1 A/AA violation, listing the rule and the first offending elements.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const violations = await a11yViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
}

/** The WCAG 2.1 A/AA violations axe-core finds in the page, one line each (rule and elements). */
export async function a11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v: any) => `${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Scrolls the page (never a table sideways) to `shown` and expects it inside the viewport's width
 * as laid out: a control past the edge of a table that scrolls sideways fails.
 */
export async function expectInView(shown: Locator, width: number): Promise<void> {
  await shown.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** The page itself does not scroll sideways at `width`. */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
