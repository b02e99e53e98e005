import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:8851';
const [, , who, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'ko-KR' });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
if (who !== 'visitor') {
  const [id, pw] = who === 'admin' ? ['admin', 'admin1234!'] : ['demo', 'demo1234!'];
  await page.goto(base + '/login');
  await page.getByLabel('아이디').fill(id);
  await page.getByRole('textbox', { name: '비밀번호' }).fill(pw);
  await page.locator('form button[type=submit]').click();
  await page.waitForTimeout(1500);
}
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  const name = `/tmp/shots/${who}-${width}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  if (process.env.SEG) {
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < h && i < 8; y += 850, i++) {
      await page.evaluate((yy) => scrollTo(0, yy), y);
      await page.waitForTimeout(400);
      await page.screenshot({ path: name.replace('.png', `-${i}.png`) });
    }
  } else await page.screenshot({ path: name, fullPage: true });
  console.log(name, await page.title(), overflow ? 'OVERFLOW' : '');
}
if (errors.length) console.log('console errors:', errors);
await browser.close();
