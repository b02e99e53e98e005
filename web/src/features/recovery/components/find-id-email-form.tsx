import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { CodeRequestButton, noticeProps, VerificationCodeField } from '../../../components/verification.tsx';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { digitsOnly } from '../../../lib/input.ts';
import { requestCodeOnEnter, useCodeRequest } from '../../../lib/use-code-request.ts';
import { useFindIdByEmailMutation } from '../api/find-id-by-email.ts';
import { requestEmailCode } from '../api/request-email-code.ts';
import { recoveryErrorMessage } from '../errors.ts';
import { RECOVERY_COPY } from '../messages.ts';

export function FindIdEmailForm() {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const findId = useFindIdByEmailMutation();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.findIdByEmailRequestSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '', email: '', authNumber: '' },
  });
  const [name, email, authNumber] = useWatch({ control, name: ['name', 'email', 'authNumber'] });

  const code = useCodeRequest({
    target: email.trim(),
    request: () => requestEmailCode({ name: name.trim(), email: email.trim() }),
    failMessage: RECOVERY_COPY.emailRequestFailed,
  });
  const requestCode = async () => {
    if (await trigger(['name', 'email'])) await code.send();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await findId.mutateAsync({ ...values, timeStamp: Date.now() });
      await alert(res.message || RECOVERY_COPY.foundByEmail);
      navigate('/find-id/result', { state: res.data });
    } catch (error) {
      void alert(recoveryErrorMessage(error, RECOVERY_COPY.findIdFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} onKeyDown={requestCodeOnEnter(code, requestCode)} noValidate className="flex flex-col gap-5">
      <TextField label="이름" placeholder="이름 입력" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="이메일"
        type="email"
        placeholder="가입한 이메일 주소"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...noticeProps(errors.email?.message, code.notice)}
        addon={
          <CodeRequestButton onClick={() => void requestCode()} disabled={code.isSending || !name.trim() || !email.trim()}>
            {code.buttonLabel}
          </CodeRequestButton>
        }
        {...register('email')}
      />
      {code.hasSent && <VerificationCodeField countdown={code.countdown} error={errors.authNumber?.message} {...digitsOnly(register('authNumber'))} />}
      <Button type="submit" size="lg" block className="mt-3" loading={findId.isPending} disabled={!authNumber || !code.isSent}>
        아이디 찾기
      </Button>
    </form>
  );
}
