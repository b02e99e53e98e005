import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { formatKoreanDate, PRIVACY_POLICY, TERMS_OF_USE } from './legal-documents.ts';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { TermsOfUsePage } from './terms-of-use-page.tsx';

describe('legal document pages', () => {
  it.each([
    ['개인정보처리방침', <PrivacyPolicyPage key="p" />, PRIVACY_POLICY],
    ['이용약관', <TermsOfUsePage key="t" />, TERMS_OF_USE],
  ] as const)('%s shows the PDF inline, a download link, an open button and the effective date', (title, element, doc) => {
    renderRoute(element);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.querySelector(`iframe[title="${title} PDF 문서"]`)?.getAttribute('src')).toBe(doc.pdfUrl);
    const download = screen.getByRole('link', { name: /PDF 다운로드/ });
    expect(download.getAttribute('href')).toBe(doc.pdfUrl);
    expect(download.getAttribute('download')).toBe(doc.downloadName);
    expect(screen.getByRole('link', { name: /PDF 열기/ }).getAttribute('href')).toBe(doc.pdfUrl);
    expect(screen.getAllByText(formatKoreanDate('2026-11-22'), { exact: false }).length).toBeGreaterThan(0);
  });

  it('formats ISO dates the Korean way', () => {
    expect(formatKoreanDate('2026-11-22')).toBe('2026년 11월 22일');
    expect(formatKoreanDate('2027-01-05')).toBe('2027년 1월 5일');
  });
});
