// Screenshots of store pages at desktop and mobile widths, for looking at the UI as a person
// would: `node scripts/screenshot.mjs /about /FAQ` (BASE_URL defaults to :8787, output to
// ./.data/screenshots). Uses the system Chromium through playwright-core.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:8787';
const out = process.env.OUT_DIR ?? join(new URL('..', import.meta.url).pathname, '.data/screenshots');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
