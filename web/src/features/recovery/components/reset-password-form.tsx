import { useSetAtom } from 'jotai';
import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '@store/shared';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { LoginLocationState } from '../../../lib/auth-session.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { useModifyPwMutation } from '../api/modify-pw.ts';
import { recoveryErrorMessage } from '../errors.ts';
import { RECOVERY_COPY } from '../messages.ts';
import { resetGrantAtom, type ResetGrant } from '../state.ts';

export function ResetPasswordForm({ grant }: { grant: ResetGrant }) {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const setGrant = useSetAtom(resetGrantAtom);
  const modify = useModifyPwMutation();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.modifyPwRequestSchema));
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    // loginId and resetToken ride along unseen, so the shared schema checks the whole request.
    defaultValues: { loginId: grant.loginId, resetToken: grant.resetToken, newPassword: '', newPasswordConfirm: '' },
  });
  const confirm = useWatch({ control, name: 'newPasswordConfirm' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await modify.mutateAsync(values);
      await alert(RECOVERY_COPY.modifyPwSuccess);
      // replace: Back must not return to a page holding the spent token.
      navigate('/login', { replace: true, state: { loginId: grant.loginId } satisfies LoginLocationState });
      setGrant(null);
    } catch (error) {
      const message = recoveryErrorMessage(error, RECOVERY_COPY.modifyPwFailed);
      await alert(message);
      if (error instanceof ApiError && message.includes(AUTH_MESSAGES.resetNotPermitted)) {
        navigate('/find-pw', { replace: true });
        setGrant(null);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <input type="text" name="username" autoComplete="username" value={grant.loginId} readOnly hidden />
      <PasswordField
        label="새 비밀번호"
        placeholder="새 비밀번호 입력"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint="영문, 숫자, 특수문자(@$!%*#?&)를 모두 포함한 8~16자"
        {...register('newPassword', {
          // Re-check the confirmation only once the visitor has typed one.
          onChange: () => void (getValues('newPasswordConfirm') && trigger('newPasswordConfirm')),
        })}
      />
      <PasswordField
        label="새 비밀번호 확인"
        placeholder="새 비밀번호 다시 입력"
        autoComplete="new-password"
        error={errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <Button type="submit" size="lg" block className="mt-3" loading={modify.isPending} disabled={!confirm}>
        비밀번호 변경
      </Button>
    </form>
  );
}
