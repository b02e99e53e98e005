import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY, TERMS_OF_USE } from './legal-documents.ts';

// The page lists each document's articles; the HTML sources (web/legal) are what the PDFs are
// printed from. This keeps the two in step and the committed PDFs small. Paths are taken from
// the repo root, where vitest runs.
const root = (path: string) => new URL(path, `file://${process.cwd()}/web/`);
const legal = (file: string) => root(`legal/${file}`);
const pdf = (url: string) => root(`public${url}`);

function headings(file: string): string[] {
  const html = readFileSync(legal(file), 'utf8');
  return [...html.matchAll(/<h2>(?:제\d+조 \((.+?)\)|(부칙))<\/h2>/g)].map((m) => m[1] ?? m[2]!);
}

describe('legal document sources', () => {
  it.each([
    ['privacy-policy.html', PRIVACY_POLICY],
    ['terms-of-use.html', TERMS_OF_USE],
  ] as const)('%s has the articles the page lists, and its PDF is committed and small', (file, doc) => {
    expect(headings(file)).toEqual(doc.outline);
    const size = statSync(pdf(doc.pdfUrl)).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(600 * 1024);
  });
});
