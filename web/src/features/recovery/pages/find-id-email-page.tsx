import { NarrowPage } from '../../../components/narrow-page.tsx';
import { FindIdEmailForm } from '../components/find-id-email-form.tsx';
import { RECOVERY_COPY } from '../messages.ts';
import { RecoveryFooterLink } from '../components/recovery-footer-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /find-id/email */
export function FindIdEmailPage() {
  usePageTitle(RECOVERY_COPY.findIdByEmailTitle);
  return (
    <NarrowPage title={RECOVERY_COPY.findIdByEmailTitle} description={RECOVERY_COPY.findIdFormDescription}>
      <FindIdEmailForm />
      <RecoveryFooterLink question="이메일을 등록하지 않으셨나요?" to="/find-id/phone" label="휴대폰 번호로 찾기" />
    </NarrowPage>
  );
}
