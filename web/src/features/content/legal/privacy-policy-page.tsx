import { LegalDocumentPage } from './legal-document-page.tsx';
import { PRIVACY_POLICY } from './legal-documents.ts';

export function PrivacyPolicyPage() {
  return <LegalDocumentPage doc={PRIVACY_POLICY} />;
}
