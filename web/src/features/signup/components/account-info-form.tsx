import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { checkLoginId } from '../api/check-login-id.ts';
import { SIGNUP_COPY } from '../messages.ts';
import { setAccountInfoAtom, signupFormAtom } from '../state.ts';

export function AccountInfoForm() {
  const saved = useAtomValue(signupFormAtom);
  const setAccountInfo = useSetAtom(setAccountInfoAtom);
  const navigate = useNavigate();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.accountInfoSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: { loginId: saved.loginId, password: '', passwordConfirm: '' },
  });
  const passwordConfirm = useWatch({ control, name: 'passwordConfirm' });
  const [checking, setChecking] = useState(false);

  // A taken id is said here, before the phone is verified, not after the last step (the sign-up
  // still decides a race for the same id).
  const onSubmit = handleSubmit(async (values) => {
    setChecking(true);
    let problem: string | null;
    try {
      const check = await checkLoginId(values.loginId);
      problem = check.available ? null : check.message;
    } catch (error) {
      problem = errorMessage(error);
    } finally {
      setChecking(false);
    }
    if (problem) return setError('loginId', { message: problem }, { shouldFocus: true });
    setAccountInfo({ loginId: values.loginId, password: values.password });
    navigate('/signup/personal-info');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {/* Back from step 2, or after a reload: the id is kept, the password never is. */}
      {saved.loginId && (
        <p role="note" className="rounded-xl bg-soft px-4 py-3 text-sm text-sub">
          {SIGNUP_COPY.draftResumed}
        </p>
      )}
      <TextField
        label="아이디"
        placeholder="아이디 입력"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.loginId?.message}
        hint="영문, 숫자, 밑줄(_) 4~16자"
        {...register('loginId')}
      />
      <PasswordField
        label="비밀번호"
        placeholder="비밀번호 입력"
        autoComplete="new-password"
        error={errors.password?.message}
        hint="영문, 숫자, 특수문자(@$!%*#?&)를 모두 포함한 8~16자"
        {...register('password', {
          // Re-check the confirmation only once the visitor has typed one.
          onChange: () => void (getValues('passwordConfirm') && trigger('passwordConfirm')),
        })}
      />
      <PasswordField
        label="비밀번호 확인"
        placeholder="비밀번호 다시 입력"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <Button type="submit" size="lg" block className="mt-3" disabled={!passwordConfirm} loading={checking}>
        다음
      </Button>
    </form>
  );
}
