import { Logo } from '../../../components/logo.tsx';
import { NarrowPage } from '../../../components/narrow-page.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import { TermsForm } from '../components/terms-form.tsx';
import { SIGNUP_COPY } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /signup: the terms agreement that opens the sign-up. */
export function TermsPage() {
  usePageTitle('회원가입');
  return (
    <NarrowPage top={<StepIndicator current={0} />} title={<span className="whitespace-pre-line">{SIGNUP_COPY.termsTitle}</span>} description={SIGNUP_COPY.termsDescription}>
      <TermsForm />
      <div className="mt-12 flex justify-center opacity-80">
        <Logo className="[&_span]:text-lg [&_svg]:size-7" />
      </div>
    </NarrowPage>
  );
}
