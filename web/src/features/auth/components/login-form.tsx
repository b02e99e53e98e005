import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { Checkbox, TextField } from '../../../components/field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { safeRedirectPath, useStartSession, type LoginLocationState } from '../../../lib/auth-session.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { useLoginMutation } from '../api/login.ts';
import { AUTH_COPY } from '../messages.ts';

/** The server's own words for a refused login (wrong password, blocked, throttled); a generic line otherwise. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) return error.message;
  return AUTH_COPY.loginFailed;
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const startSession = useStartSession();
  const mutation = useLoginMutation();

  const resolver = useSchemaResolver(() => import('@store/shared/schemas/auth').then((m) => m.loginRequestSchema));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: { loginId: typeof state.loginId === 'string' ? state.loginId : '', password: '', keepLoggedIn: false },
  });
  const [loginId, password] = useWatch({ control, name: ['loginId', 'password'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await mutation.mutateAsync(values);
      await startSession({ token: data.token, role: data.role, loginId: values.loginId, persistent: values.keepLoggedIn });
      navigate(safeRedirectPath(state.from), { replace: true });
    } catch {
      // The message below the form comes from mutation.error.
    }
  });

  const busy = mutation.isPending || mutation.isSuccess;
  const error = mutation.error ? loginErrorMessage(mutation.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label="아이디"
        hideLabel
        placeholder="아이디"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        className="h-[52px]"
        // The schema's own limits (an id past 64 characters) say why nothing was sent.
        error={errors.loginId?.message}
        {...register('loginId', { onChange: () => mutation.reset() })}
      />
      <PasswordField
        label="비밀번호"
        hideLabel
        placeholder="비밀번호"
        autoComplete="current-password"
        className="h-[52px]"
        error={errors.password?.message}
        {...register('password', { onChange: () => mutation.reset() })}
      />
      <Checkbox label="로그인 유지" className="mt-1 self-start text-sub" {...register('keepLoggedIn')} />
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" block className="mt-2" loading={busy} disabled={!loginId?.trim() || !password}>
        로그인
      </Button>
    </form>
  );
}
