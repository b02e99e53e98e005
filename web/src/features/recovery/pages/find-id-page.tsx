import { Mail, Smartphone } from 'lucide-react';
import { NarrowPage } from '../../../components/narrow-page.tsx';
import { MethodLink } from '../components/method-link.tsx';
import { RecoveryFooterLink } from '../components/recovery-footer-link.tsx';
import { RECOVERY_COPY } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /find-id: choose how to verify. */
export function FindIdPage() {
  usePageTitle(RECOVERY_COPY.findIdTitle);
  return (
    <NarrowPage title={RECOVERY_COPY.findIdTitle} description={<span className="whitespace-pre-line">{RECOVERY_COPY.findIdDescription}</span>}>
      <div className="flex flex-col gap-3">
        <MethodLink to="/find-id/email" icon={Mail} title={RECOVERY_COPY.byEmailTitle} description={RECOVERY_COPY.byEmailDescription} />
        <MethodLink to="/find-id/phone" icon={Smartphone} title={RECOVERY_COPY.byPhoneTitle} description={RECOVERY_COPY.byPhoneDescription} />
      </div>
      <RecoveryFooterLink question="비밀번호가 기억나지 않으세요?" to="/find-pw" label="비밀번호 찾기" />
    </NarrowPage>
  );
}
