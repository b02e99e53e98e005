import { LegalDocumentPage } from './legal-document-page.tsx';
import { TERMS_OF_USE } from './legal-documents.ts';

export function TermsOfUsePage() {
  return <LegalDocumentPage doc={TERMS_OF_USE} />;
}
