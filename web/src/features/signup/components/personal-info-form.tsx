import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useNavigate } from 'react-router-dom';
import { SIGNUP_MIN_AGE, SIGNUP_REDIRECT_MS } from '@store/shared';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { CodeRequestButton, noticeProps, VerificationCodeField } from '../../../components/verification.tsx';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { digitsOnly, phoneDigits } from '../../../lib/input.ts';
import { requestCodeOnEnter, useCodeRequest } from '../../../lib/use-code-request.ts';
import { requestSignupCode } from '../api/request-signup-code.ts';
import { useSignupMutation } from '../api/signup.ts';
import { SIGNUP_COPY } from '../messages.ts';
import { signupErrorAction } from '../signup-errors.ts';
import { keepPersonalDraftAtom, resetSignupFormAtom, setPersonalInfoAtom, setSignupErrorAtom, setSignupLoadingAtom, signupFormAtom } from '../state.ts';

// Shown only once the server has created the account: loaded while the sign-up request is on
// its way, not with the form.
const loadWelcome = () => import('./welcome-dialog.tsx');
const WelcomeDialog = lazy(() => loadWelcome().then((m) => ({ default: m.WelcomeDialog })));

export function PersonalInfoForm() {
  const saved = useAtomValue(signupFormAtom);
  const setPersonalInfo = useSetAtom(setPersonalInfoAtom);
  const setLoading = useSetAtom(setSignupLoadingAtom);
  const setError = useSetAtom(setSignupErrorAtom);
  const resetForm = useSetAtom(resetSignupFormAtom);
  const keepDraft = useSetAtom(keepPersonalDraftAtom);
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const signup = useSignupMutation();
  const [welcome, setWelcome] = useState<{ couponName: string | null } | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.personalInfoSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError: setFieldError,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: { name: saved.name, birth: saved.birth, email: saved.email, phoneNumber: saved.phoneNumber, authNumber: '' },
  });
  const [phoneNumber, authNumber] = useWatch({ control, name: ['phoneNumber', 'authNumber'] });

  const code = useCodeRequest({
    target: phoneNumber,
    request: () => requestSignupCode({ phoneNumber }),
    failMessage: SIGNUP_COPY.phoneRequestFailed,
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  // Kept when the visitor steps back (unmount) and when the page goes away (a reload, a closed tab
  // restored), which unmounts nothing.
  useEffect(() => {
    const keep = () => {
      const { name, birth, email, phoneNumber } = getValues();
      keepDraft({ name, birth, email, phoneNumber });
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [getValues, keepDraft]);

  const requestCode = async () => {
    if (await trigger('phoneNumber')) await code.send();
  };

  const finish = () => {
    clearTimeout(redirectTimer.current);
    navigate('/', { replace: true });
    resetForm();
  };

  const onValid = handleSubmit(
    async (values) => {
      const authCode = values.authNumber ?? '';
      setPersonalInfo({ ...values, authNumber: authCode });
      setLoading(true);
      setError(null);
      void loadWelcome().catch(() => {}); // a failure shows when the dialog renders
      try {
        const res = await signup.mutateAsync({
          ...values,
          authNumber: authCode,
          loginId: saved.loginId,
          password: saved.password,
          marketingOptIn: saved.marketingOptIn,
          termsAgreed: true,
          privacyAgreed: true,
          timeStamp: Date.now(),
        });
        setWelcome({ couponName: res.data.welcomeCouponName });
        redirectTimer.current = setTimeout(finish, SIGNUP_REDIRECT_MS);
      } catch (error) {
        const action = signupErrorAction(error);
        setError(action.message);
        const { field, fieldMessage } = action;
        void alert(action.message).then(() => {
          if (field && fieldMessage) setFieldError(field, { message: fieldMessage }, { shouldFocus: true });
        });
        if (action.reset) resetForm();
        if (action.goTo) navigate(action.goTo);
      } finally {
        setLoading(false);
      }
    },
    // Every field is checked again on submit; a failure gets one clear line (membership.md §5).
    () => void alert(SIGNUP_COPY.recheck),
  );

  const loading = signup.isPending || saved.isLoading;
  const done = welcome !== null;

  return (
    <form onSubmit={onValid} onKeyDown={requestCodeOnEnter(code, requestCode)} noValidate className="flex flex-col gap-5">
      <TextField label="이름" placeholder="이름 입력" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="생년월일"
        placeholder="예: 19900101"
        inputMode="numeric"
        autoComplete="bday"
        maxLength={8}
        error={errors.birth?.message}
        hint={`8자리 숫자로 입력해 주세요. 만 ${SIGNUP_MIN_AGE}세 이상만 가입할 수 있습니다.`}
        {...digitsOnly(register('birth'))}
      />
      <TextField
        label="이메일"
        type="email"
        placeholder="example@autoworks.kr"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="휴대폰 번호"
        type="tel"
        placeholder="'-' 없이 숫자만 입력"
        inputMode="numeric"
        autoComplete="tel-national"
        {...noticeProps(errors.phoneNumber?.message, code.notice)}
        addon={
          <CodeRequestButton onClick={() => void requestCode()} disabled={code.isSending || !phoneNumber}>
            {code.buttonLabel}
          </CodeRequestButton>
        }
        {...phoneDigits(register('phoneNumber'))}
      />
      {code.hasSent && (
        <VerificationCodeField countdown={code.countdown} error={errors.authNumber?.message} {...digitsOnly(register('authNumber'))} />
      )}
      <Button type="submit" size="lg" block className="mt-3" loading={loading} disabled={done || !authNumber || !code.isSent}>
        가입하기
      </Button>
      {welcome && (
        <Suspense fallback={null}>
          <WelcomeDialog couponName={welcome.couponName} onClose={finish} />
        </Suspense>
      )}
    </form>
  );
}
