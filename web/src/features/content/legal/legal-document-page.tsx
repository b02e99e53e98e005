import { Download, ExternalLink, FileText } from 'lucide-react';
import { buttonClass, Container, PageTitle } from '../../../components/index.ts';
import { formatKoreanDate, type LegalDocument } from './legal-documents.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * A legal document shown as its PDF: inline in a same-origin iframe where there is room, and
 * on narrow screens (where inline PDF viewers are poor or show only the first page) as a big
 * "PDF 열기" button instead. The download link and the outline are always visible.
 */
export function LegalDocumentPage({ doc }: { doc: LegalDocument }) {
  usePageTitle(doc.title);
  const date = formatKoreanDate(doc.effectiveDate);
  return (
    <Container>
      <PageTitle title={doc.title} description={doc.description} />

      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-soft px-3.5 py-1.5 text-sm text-sub">
          <span className="font-semibold text-ink">시행일</span>
          <time dateTime={doc.effectiveDate}>{date}</time>
        </p>
        <div className="flex gap-2">
          {/* Wrapped: buttonClass's inline-flex would override a `hidden` on the link itself. */}
          <span className="hidden md:inline-flex">
            <a href={doc.pdfUrl} target="_blank" rel="noopener" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              <ExternalLink className="size-4" aria-hidden />새 창에서 보기
            </a>
          </span>
          <a href={doc.pdfUrl} download={doc.downloadName} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <Download className="size-4" aria-hidden />
            PDF 다운로드
          </a>
        </div>
      </div>

      <div className="flex flex-col items-center rounded-3xl bg-brand-50 px-6 py-10 text-center md:hidden">
        <span className="grid size-14 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm">
          <FileText className="size-7" aria-hidden />
        </span>
        <p className="mt-4 text-lg font-bold">{doc.title} 전문 (PDF)</p>
        <p className="mt-1 text-sm text-sub">휴대폰에서는 PDF 뷰어로 여는 것이 가장 읽기 편해요.</p>
        <a href={doc.pdfUrl} target="_blank" rel="noopener" className={buttonClass({ size: 'lg', block: true }, 'mt-6')}>
          PDF 열기
          <span className="sr-only">(새 창에서 열림)</span>
        </a>
      </div>

      <iframe
        src={doc.pdfUrl}
        title={`${doc.title} PDF 문서`}
        className="hidden h-[80vh] min-h-[560px] w-full rounded-2xl border border-line bg-soft md:block"
      />

      <section aria-labelledby="outline-title" className="mt-10 rounded-2xl border border-line p-6 sm:p-8">
        <h2 id="outline-title" className="text-lg font-bold">
          문서 구성
        </h2>
        <ol className="mt-4 grid gap-x-8 gap-y-2.5 text-[15px] text-sub sm:grid-cols-2 lg:grid-cols-3">
          {doc.outline.map((heading, i) => (
            <li key={heading} className="flex gap-2">
              <span className="w-14 shrink-0 font-semibold tabular-nums text-ink">{heading === '부칙' ? '부칙' : `제${i + 1}조`}</span>
              {heading === '부칙' ? '시행일' : heading}
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-mute">
          문서 내용에 관한 문의는 고객센터 또는 개인정보 보호책임자에게 연락해 주세요. 이 문서는 {date}부터 적용됩니다.
        </p>
      </section>
    </Container>
  );
}
