// npm run bench:lighthouse-ab -- URL_A URL_B [URL_C ...]: Lighthouse (mobile preset, performance
// only, system Chromium) on each URL in turn, round after round, and the medians per URL. One
// Lighthouse run here moves by 10 points with the machine's load, so two builds are compared in
// the same minutes, alternating, never report against report (docs/performance.md).
//
//   AB_RUNS=5            rounds
//   AB_SAVE_DIR=/tmp/ab  also keep every run's Lighthouse JSON there
//   CHROME_PATH=/usr/bin/chromium
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { median } from './stats.mjs';

const urls = process.argv.slice(2);
if (urls.length < 2) {
  console.error('usage: node bench/lighthouse-ab.mjs URL_A URL_B [...]');
  process.exit(2);
}
const RUNS = Math.max(1, Number(process.env.AB_RUNS ?? 5));
const saveDir = process.env.AB_SAVE_DIR;
if (saveDir) mkdirSync(saveDir, { recursive: true });

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const results = urls.map(() => ({ score: [], tbt: [], lcp: [], failed: 0 }));
try {
  for (let round = 0; round < RUNS; round++) {
    for (const [i, url] of urls.entries()) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
      if (lhr.runtimeError) {
        results[i].failed += 1;
        continue;
      }
      if (saveDir) writeFileSync(join(saveDir, `${i}-${round}.json`), JSON.stringify(lhr));
      results[i].score.push(Math.round(lhr.categories.performance.score * 100));
      results[i].tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
      results[i].lcp.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue));
    }
  }
} finally {
  await chrome.kill();
}
for (const [i, url] of urls.entries()) {
  const r = results[i];
  const failed = r.failed ? `, ${r.failed} runs without a score` : '';
  console.log(`${url}: performance ${median(r.score)} [${r.score.join(', ')}], TBT ${median(r.tbt)} ms [${r.tbt.join(', ')}], LCP ${median(r.lcp)} ms${failed}`);
}
