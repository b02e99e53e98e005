import { NarrowPage } from '../../../components/narrow-page.tsx';
import { FindPwForm } from '../components/find-pw-form.tsx';
import { RECOVERY_COPY } from '../messages.ts';
import { RecoveryFooterLink } from '../components/recovery-footer-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /find-pw */
export function FindPwPage() {
  usePageTitle(RECOVERY_COPY.findPwTitle);
  return (
    <NarrowPage title={RECOVERY_COPY.findPwTitle} description={<span className="whitespace-pre-line">{RECOVERY_COPY.findPwDescription}</span>}>
      <FindPwForm />
      <RecoveryFooterLink question="아이디가 기억나지 않으세요?" to="/find-id" label="아이디 찾기" />
    </NarrowPage>
  );
}
