import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { CodeRequestButton, noticeProps, VerificationCodeField } from '../../../components/verification.tsx';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { digitsOnly, phoneDigits } from '../../../lib/input.ts';
import { requestCodeOnEnter, useCodeRequest } from '../../../lib/use-code-request.ts';
import { useFindIdByPhoneMutation } from '../api/find-id-by-phone.ts';
import { requestPhoneCode } from '../api/request-phone-code.ts';
import { recoveryErrorMessage } from '../errors.ts';
import { RECOVERY_COPY } from '../messages.ts';

export function FindIdPhoneForm() {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const findId = useFindIdByPhoneMutation();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.findIdByPhoneRequestSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '', phoneNumber: '', authNumber: '' },
  });
  const [name, phoneNumber, authNumber] = useWatch({ control, name: ['name', 'phoneNumber', 'authNumber'] });

  const code = useCodeRequest({
    target: phoneNumber,
    request: () => requestPhoneCode({ phoneNumber }),
    failMessage: RECOVERY_COPY.phoneRequestFailed,
  });
  const requestCode = async () => {
    if (await trigger(['name', 'phoneNumber'])) await code.send();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await findId.mutateAsync({ ...values, timeStamp: Date.now() });
      await alert(res.message || RECOVERY_COPY.foundByPhone);
      navigate('/find-id/result', { state: res.data });
    } catch (error) {
      void alert(recoveryErrorMessage(error, RECOVERY_COPY.findIdFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} onKeyDown={requestCodeOnEnter(code, requestCode)} noValidate className="flex flex-col gap-5">
      <TextField label="이름" placeholder="이름 입력" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="휴대폰 번호"
        type="tel"
        placeholder="'-' 없이 숫자만 입력"
        inputMode="numeric"
        autoComplete="tel-national"
        {...noticeProps(errors.phoneNumber?.message, code.notice)}
        addon={
          <CodeRequestButton onClick={() => void requestCode()} disabled={code.isSending || !name.trim() || !phoneNumber}>
            {code.buttonLabel}
          </CodeRequestButton>
        }
        {...phoneDigits(register('phoneNumber'))}
      />
      {code.hasSent && <VerificationCodeField countdown={code.countdown} error={errors.authNumber?.message} {...digitsOnly(register('authNumber'))} />}
      <Button type="submit" size="lg" block className="mt-3" loading={findId.isPending} disabled={!authNumber || !code.isSent}>
        아이디 찾기
      </Button>
    </form>
  );
}
