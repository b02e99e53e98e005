import { useSetAtom } from 'jotai';
import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { CodeRequestButton, noticeProps, VerificationCodeField } from '../../../components/verification.tsx';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { digitsOnly, phoneDigits } from '../../../lib/input.ts';
import { requestCodeOnEnter, useCodeRequest } from '../../../lib/use-code-request.ts';
import { useFindPwMutation } from '../api/find-pw.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';
import { recoveryErrorMessage } from '../errors.ts';
import { RECOVERY_COPY } from '../messages.ts';
import { resetGrantAtom, type ResetPasswordLocationState } from '../state.ts';

export function FindPwForm() {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const setGrant = useSetAtom(resetGrantAtom);
  const findPw = useFindPwMutation();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.findPwRequestSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: { loginId: '', name: '', phoneNumber: '', authNumber: '' },
  });
  const [loginId, name, phoneNumber, authNumber] = useWatch({ control, name: ['loginId', 'name', 'phoneNumber', 'authNumber'] });

  const code = useCodeRequest({
    target: phoneNumber,
    request: () => requestPhoneCode({ phoneNumber }),
    failMessage: RECOVERY_COPY.phoneRequestFailed,
    failedStatus: 'failed',
  });
  const requestCode = async () => {
    if (await trigger(['loginId', 'name', 'phoneNumber'])) await code.send();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await findPw.mutateAsync({ ...values, timeStamp: Date.now() });
      const grant = { loginId: data.loginId, resetToken: data.resetToken };
      setGrant(grant);
      await alert(RECOVERY_COPY.findPwSuccess);
      navigate('/find-pw/reset-password', { state: grant satisfies ResetPasswordLocationState });
    } catch (error) {
      void alert(recoveryErrorMessage(error, RECOVERY_COPY.findPwFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} onKeyDown={requestCodeOnEnter(code, requestCode)} noValidate className="flex flex-col gap-5">
      <TextField
        label="아이디"
        placeholder="아이디 입력"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.loginId?.message}
        {...register('loginId')}
      />
      <TextField label="이름" placeholder="이름 입력" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="휴대폰 번호"
        type="tel"
        placeholder="'-' 없이 숫자만 입력"
        inputMode="numeric"
        autoComplete="tel-national"
        {...noticeProps(errors.phoneNumber?.message, code.notice)}
        addon={
          <CodeRequestButton onClick={() => void requestCode()} disabled={code.isSending || !loginId.trim() || !name.trim() || !phoneNumber}>
            {code.buttonLabel}
          </CodeRequestButton>
        }
        {...phoneDigits(register('phoneNumber'))}
      />
      {code.hasSent && <VerificationCodeField countdown={code.countdown} error={errors.authNumber?.message} {...digitsOnly(register('authNumber'))} />}
      <Button type="submit" size="lg" block className="mt-3" loading={findPw.isPending} disabled={!authNumber || !code.isSent}>
        비밀번호 찾기
      </Button>
    </form>
  );
}
