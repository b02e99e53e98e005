// npm run bench:trace-ab -- URL_A URL_B [...]: loads each URL in turn in headless Chromium at a
// phone's size, traced with Lighthouse's own trace categories, round after round, and prints per
// URL the medians of the page's main-thread work in thread CPU time.
//
// Lighthouse scores a page from the wall time of its tasks, and on a shared two-core machine a
// task waits for a core about as long as it works; thread CPU time does not wait, so it shows a
// change of 10–20 ms that Lighthouse's scores cannot (docs/performance.md). It says what a change
// does to the page's work; Lighthouse still decides what is kept.
//
//   AB_RUNS=6                 rounds
//   CHROME_PATH=/usr/bin/chromium
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { median } from './stats.mjs';

// Lighthouse's trace categories (lighthouse/core/gather/gatherers/trace.js), with V8's compile
// events, which show source being parsed again (`V8.CollectSourcePositions`).
const CATEGORIES = [
  'disabled-by-default-lighthouse', 'loading', 'v8', 'v8.execute', 'blink.user_timing', 'blink.console',
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame', 'latencyInfo', 'toplevel', 'disabled-by-default-v8.compile',
];
const TASK = 'ThreadControllerImpl::RunTask';

const urls = process.argv.slice(2);
if (urls.length < 2) {
  console.error('usage: node bench/trace-ab.mjs URL_A URL_B [...]');
  process.exit(2);
}
const RUNS = Math.max(1, Number(process.env.AB_RUNS ?? 6));

/** Thread CPU (ms) of one traced load, from its first paint's thread (the page's main thread). */
function summarize(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X');
  const cpu = (e) => (e.tdur ?? 0) / 1000;
  const tasks = main.filter((e) => e.name === TASK);
  const evaluations = main.filter((e) => e.name === 'v8.evaluateModule' && e.dur > 5000);
  const entryTask = tasks.find((t) => evaluations.some((m) => m.ts >= t.ts && m.ts <= t.ts + t.dur));
  const afterPaint = tasks.filter((t) => t.ts >= paint.ts);
  return {
    entry: entryTask ? cpu(entryTask) : 0,
    reparse: main.filter((e) => e.name.includes('CollectSourcePositions')).reduce((sum, e) => sum + cpu(e), 0),
    load: tasks.reduce((sum, t) => sum + cpu(t), 0),
    // Total blocking time as Lighthouse counts it (each task's time × 4 beyond 50 ms, from the
    // first paint), from thread CPU instead of wall time.
    blocking: afterPaint.reduce((sum, t) => sum + Math.max(0, cpu(t) * 4 - 50), 0),
  };
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const samples = urls.map(() => []);
try {
  for (let round = 0; round < RUNS; round++) {
    for (const [i, url] of urls.entries()) {
      // A new context per load: an empty cache, as Lighthouse loads a page.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      await context.close();
      const summary = summarize(traceEvents);
      if (summary) samples[i].push(summary);
    }
  }
} finally {
  await browser.close();
}
const fmt = (values) => median(values).toFixed(1);
for (const [i, url] of urls.entries()) {
  const s = samples[i];
  const pick = (key) => s.map((x) => x[key]);
  console.log(
    `${url} (${s.length} loads, thread CPU ms, medians): entry's evaluation ${fmt(pick('entry'))}; V8 reparsing source ${fmt(pick('reparse'))}; ` +
      `whole load ${fmt(pick('load'))}; blocking time after the first paint ×4 ${fmt(pick('blocking'))}`,
  );
}
