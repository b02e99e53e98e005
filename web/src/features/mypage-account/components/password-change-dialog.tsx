import { useForm } from '../../../lib/form/use-form.ts';
import { type PasswordChangeRequest } from '@store/shared';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessage, fieldErrorOf } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/**
 * The password change modal: the shared schema checks every rule live (current required, the
 * §5 pattern, new differs from current, confirmation matches); the server checks the current
 * password and logs out every other device.
 */
export function PasswordChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { alert } = useDialogs();
  const change = useChangePasswordMutation();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/mypage-account').then((m) => m.passwordChangeRequestSchema));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useForm<PasswordChangeRequest>({
    resolver,
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await change.mutateAsync(values);
      close();
      await alert(res.message);
    } catch (error) {
      const field = fieldErrorOf(error);
      if (field && (field.path === 'currentPassword' || field.path === 'newPassword' || field.path === 'newPasswordConfirm')) {
        setError(field.path, { message: field.message }, { shouldFocus: true });
      } else {
        void alert(errorMessage(error, ACCOUNT_COPY.passwordChangeFailed));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={ACCOUNT_COPY.passwordChange}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            취소
          </Button>
          <Button type="submit" form="password-change-form" loading={change.isPending} disabled={!isValid}>
            변경하기
          </Button>
        </>
      }
    >
      <form id="password-change-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pt-1">
        <PasswordField
          label="현재 비밀번호"
          autoComplete="current-password"
          autoFocus
          error={errors.currentPassword?.message}
          {...register('currentPassword', { deps: ['newPassword'] })}
        />
        <PasswordField
          label="새 비밀번호"
          autoComplete="new-password"
          hint="8~16자의 영문, 숫자, 특수문자(@$!%*#?&) 조합"
          error={errors.newPassword?.message}
          // A new password typed with no current one says the current one is missing (checked live).
          {...register('newPassword', { deps: ['newPasswordConfirm', 'currentPassword'] })}
        />
        <PasswordField label="새 비밀번호 확인" autoComplete="new-password" error={errors.newPasswordConfirm?.message} {...register('newPasswordConfirm')} />
        <p className="text-sm text-mute">비밀번호를 바꾸면 이 기기를 제외한 다른 기기에서는 모두 로그아웃됩니다.</p>
      </form>
    </Dialog>
  );
}
