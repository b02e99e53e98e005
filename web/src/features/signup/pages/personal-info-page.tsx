import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { NarrowPage } from '../../../components/narrow-page.tsx';
import { PersonalInfoForm } from '../components/personal-info-form.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import { SIGNUP_COPY } from '../messages.ts';
import { signupFormAtom } from '../state.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /signup/personal-info: step 2. Without step 1's id and password it sends the visitor back there. */
export function PersonalInfoPage() {
  usePageTitle('회원가입');
  const form = useAtomValue(signupFormAtom);
  // Checked once on arrival: the form state is reset right before the redirect home.
  const [hasAccount] = useState(() => Boolean(form.loginId && form.password));
  if (!hasAccount) return <Navigate to="/signup/account-info" replace />;
  return (
    <NarrowPage
      top={<StepIndicator current={2} />}
      title={<span className="whitespace-pre-line">{SIGNUP_COPY.personalTitle}</span>}
      description={SIGNUP_COPY.personalDescription}
    >
      <PersonalInfoForm />
    </NarrowPage>
  );
}
