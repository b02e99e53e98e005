import { NarrowPage } from '../../../components/narrow-page.tsx';
import { FindIdPhoneForm } from '../components/find-id-phone-form.tsx';
import { RECOVERY_COPY } from '../messages.ts';
import { RecoveryFooterLink } from '../components/recovery-footer-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /find-id/phone */
export function FindIdPhonePage() {
  usePageTitle(RECOVERY_COPY.findIdByPhoneTitle);
  return (
    <NarrowPage title={RECOVERY_COPY.findIdByPhoneTitle} description={RECOVERY_COPY.findIdFormDescription}>
      <FindIdPhoneForm />
      <RecoveryFooterLink question="휴대폰 번호가 바뀌었나요?" to="/find-id/email" label="이메일로 찾기" />
    </NarrowPage>
  );
}
