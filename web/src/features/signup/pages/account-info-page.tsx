import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { NarrowPage } from '../../../components/narrow-page.tsx';
import { AccountInfoForm } from '../components/account-info-form.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import { SIGNUP_COPY } from '../messages.ts';
import { signupFormAtom } from '../state.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /signup/account-info: step 1. Reached only with the required terms agreed. */
export function AccountInfoPage() {
  usePageTitle('회원가입');
  const form = useAtomValue(signupFormAtom);
  // Checked once on arrival, so leaving after a reset does not bounce through /signup.
  const [agreed] = useState(() => form.termsAgreed && form.privacyAgreed);
  if (!agreed) return <Navigate to="/signup" replace />;
  return (
    <NarrowPage top={<StepIndicator current={1} />} title={<span className="whitespace-pre-line">{SIGNUP_COPY.accountTitle}</span>}>
      <AccountInfoForm />
    </NarrowPage>
  );
}
