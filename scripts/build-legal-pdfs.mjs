// Prints the legal documents (web/legal/*.html) to the PDFs the store serves from
// web/public/docs/: `node scripts/build-legal-pdfs.mjs`. Seller details come from the shared
// BUSINESS_INFO and the effective date from the content feature, as the legal pages' do. The
// footer prints the business details an admin keeps in /admin/settings instead (seeded from the
// same constant): after changing those, change BUSINESS_INFO too and run this again. The
// generated PDFs are committed; run this again after editing a source and commit the result.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const sources = join(root, 'web/legal');
const out = join(root, 'web/public/docs');

const { BUSINESS_INFO: b } = await tsImport('../shared/src/constants/business.ts', import.meta.url);
const { LEGAL_EFFECTIVE_DATE, formatKoreanDate } = await tsImport('../web/src/features/content/legal/legal-documents.ts', import.meta.url);

const DOCUMENTS = [
  { source: 'privacy-policy.html', output: 'privacy-policy.pdf', title: '개인정보처리방침' },
  { source: 'terms-of-use.html', output: 'terms-of-use.pdf', title: '이용약관' },
];

const officer = /^(.*?)\s*\((.*)\)\s*$/.exec(b.privacyOfficer);
const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const LOGO =
  '<svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#2563eb"/><path d="M18 44 30 18h4l12 26h-6l-3-7H27l-3 7zm11-12h8l-4-9z" fill="#fff"/></svg>';

const COMPANY_FOOTER = `<footer class="company"><strong>${escape(b.companyName)}</strong><dl>
<dt>대표자</dt><dd>${escape(b.representative)}</dd><dt>사업자등록번호</dt><dd>${escape(b.registrationNumber)}</dd>
<dt>통신판매업신고</dt><dd>${escape(b.mailOrderNumber)}</dd><dt>대표전화</dt><dd>${escape(b.phone)}</dd>
<dt>주소</dt><dd>${escape(b.address)}</dd><dt>이메일</dt><dd>${escape(b.email)}</dd></dl></footer>`;

const values = {
  storeName: escape(b.storeName),
  companyName: escape(b.companyName),
  phone: escape(b.phone),
  hostingProvider: escape(b.hostingProvider),
  privacyOfficerName: escape(officer ? officer[1] : b.privacyOfficer),
  privacyOfficerEmail: escape(officer ? officer[2] : b.email),
  effectiveDate: escape(formatKoreanDate(LEGAL_EFFECTIVE_DATE)),
  logo: LOGO,
  companyFooter: COMPANY_FOOTER,
};

function render(html) {
  const css = readFileSync(join(sources, 'legal.css'), 'utf8');
  const filled = html.replace(/\{\{(\w+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`unknown placeholder ${match}`);
    return values[key];
  });
  // setContent has no base URL for the relative stylesheet, so the CSS is inlined.
  return filled.replace(/<link rel="stylesheet" href="legal.css" \/>/, `<style>${css}</style>`);
}

const footerTemplate = (title) =>
  `<div style="width:100%;padding:0 18mm;font-family:'Noto Sans CJK KR';font-size:7.5pt;color:#8b95a1;display:flex;justify-content:space-between">
<span>${escape(b.storeName)} ${escape(title)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const doc of DOCUMENTS) {
    await page.setContent(render(readFileSync(join(sources, doc.source), 'utf8')), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const path = join(out, doc.output);
    await page.pdf({
      path,
      format: 'A4',
      printBackground: true,
      tagged: true,
      outline: true,
      margin: { top: '18mm', bottom: '20mm', left: '18mm', right: '18mm' },
      displayHeaderFooter: true,
      headerTemplate: '<div></div>',
      footerTemplate: footerTemplate(doc.title),
    });
    console.log(`${path} (${Math.round(statSync(path).size / 1024)} KB)`);
  }
} finally {
  await browser.close();
}
