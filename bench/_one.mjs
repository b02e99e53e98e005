import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2]; const out = process.argv[3];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic','--no-first-run'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
writeFileSync(out, JSON.stringify(lhr));
console.log(url, Math.round(lhr.categories.performance.score*100), 'TBT', lhr.audits['total-blocking-time'].displayValue, 'LCP', lhr.audits['largest-contentful-paint'].displayValue, 'FCP', lhr.audits['first-contentful-paint'].displayValue);
await chrome.kill();
