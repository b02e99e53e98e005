import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/field.tsx';
import { CodeRequestButton, noticeProps, VerificationCodeField } from '../../../components/verification.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { digitsOnly } from '../../../lib/input.ts';
import { requestCodeOnEnter, useCodeRequest } from '../../../lib/use-code-request.ts';
import { useConfirmEmailMutation } from '../api/confirm-email.ts';
import { requestEmailChangeCode } from '../api/request-email-code.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/** Change (or verify) the e-mail: name + address → code by e-mail (180 s) → confirm. */
export function EmailChangeForm({ name: memberName, email: currentEmail }: { name: string; email: string | null }) {
  const { alert } = useDialogs();
  const confirm = useConfirmEmailMutation();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/mypage-account').then((m) => m.emailChangeFormSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    reset,
    formState: { errors },
  } = useForm({ resolver, mode: 'onChange', defaultValues: { name: memberName, email: currentEmail ?? '', authCode: '' } });
  const [name, email, authCode] = useWatch({ control, name: ['name', 'email', 'authCode'] });

  const code = useCodeRequest({
    target: email.trim(),
    request: () => requestEmailChangeCode({ name: name.trim(), email: email.trim() }),
    failMessage: ACCOUNT_COPY.emailRequestFailed,
  });
  const requestCode = async () => {
    if (await trigger(['name', 'email'])) await code.send();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await confirm.mutateAsync({ email: values.email, authCode: values.authCode, timeStamp: Date.now() });
      code.reset();
      reset({ name: values.name, email: values.email.toLowerCase(), authCode: '' });
      await alert(res.message);
    } catch (error) {
      void alert(errorMessage(error, ACCOUNT_COPY.emailConfirmFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} onKeyDown={requestCodeOnEnter(code, requestCode)} noValidate className="flex flex-col gap-4" aria-label="이메일 변경">
      {/* The code request names the member (membership.md), whose name cannot change here. */}
      <TextField label="이름" autoComplete="name" readOnly className="bg-soft text-sub" error={errors.name?.message} {...register('name')} />
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="example@email.com"
        {...noticeProps(errors.email?.message, code.notice)}
        addon={
          <CodeRequestButton onClick={() => void requestCode()} disabled={code.isSending || !name.trim() || !email.trim()}>
            {code.buttonLabel}
          </CodeRequestButton>
        }
        {...register('email')}
      />
      {code.hasSent && <VerificationCodeField countdown={code.countdown} error={authCode ? errors.authCode?.message : undefined} {...digitsOnly(register('authCode'))} />}
      {code.hasSent && (
        <Button type="submit" className="self-start" loading={confirm.isPending} disabled={!authCode || !code.isSent}>
          인증 확인
        </Button>
      )}
    </form>
  );
}
