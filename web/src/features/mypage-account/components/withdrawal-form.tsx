import { useEffect, useRef, useState } from 'react';
import { WITHDRAWAL_REASONS, WITHDRAWAL_REASON_LABELS, type WithdrawalReason } from '@store/shared';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Checkbox, TextAreaField } from '../../../components/field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessage, fieldErrorOf } from '../../../lib/api-client.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useWithdrawMutation } from '../api/withdraw.ts';
import { useEndSession } from '../hooks/use-end-session.ts';
import { ACCOUNT_COPY } from '../messages.ts';

export function WithdrawalForm({ hasPassword }: { hasPassword: boolean }) {
  const [reason, setReason] = useState<WithdrawalReason | null>(null);
  const [detail, setDetail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Focused when it appears: the refusal sits below the fold of a long form on a phone.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const withdraw = useWithdrawMutation();
  const { alert, confirm } = useDialogs();
  const endSession = useEndSession();
  // One confirm and one request however often 탈퇴하기 is clicked (isPending comes a render late).
  const flight = useSingleFlight();

  const ready = reason !== null && agreed && (!hasPassword || password.length > 0);

  const submit = async () => {
    if (!ready || !reason) return;
    if (!(await confirm(ACCOUNT_COPY.withdrawalConfirm, { title: ACCOUNT_COPY.withdrawalTitle, confirmLabel: '탈퇴하기' }))) return;
    try {
      const res = await withdraw.mutateAsync({ reason, agreed: true, ...(detail.trim() ? { detail: detail.trim() } : {}), ...(hasPassword ? { password } : {}) });
      await alert(res.message);
      await endSession();
    } catch (err) {
      // A wrong password is said under its field, with the focus there to type it again.
      const field = fieldErrorOf(err);
      if (field?.path === 'password' && hasPassword) {
        setError(null);
        setPasswordError(field.message);
        passwordRef.current?.focus();
      } else {
        setPasswordError(null);
        setError(errorMessage(err, ACCOUNT_COPY.withdrawalFailed));
      }
    }
  };

  return (
    <form onSubmit={flight.onSubmit(submit)} noValidate className="flex flex-col gap-6">
      <div className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <fieldset>
          <legend className="mb-4 text-lg font-bold text-ink">탈퇴 사유</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WITHDRAWAL_REASONS.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-line px-4 py-3 text-[15px] has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-brand-600" />
                {WITHDRAWAL_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {reason === 'OTHER' && (
            <TextAreaField label="기타 사유 (선택)" containerClassName="mt-4" rows={3} maxLength={500} value={detail} onChange={(e) => setDetail(e.target.value)} />
          )}
        </fieldset>
      </div>

      {hasPassword && (
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-7">
          <PasswordField
            ref={passwordRef}
            label="현재 비밀번호"
            autoComplete="current-password"
            value={password}
            error={passwordError ?? undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(null);
            }}
          />
        </div>
      )}

      <Checkbox label="안내 사항을 모두 확인했으며 회원 탈퇴에 동의합니다." checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger focus:outline-none">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to="/mypage/my-info" variant="outline" size="lg">
          취소
        </ButtonLink>
        <Button type="submit" variant="danger" size="lg" disabled={!ready} loading={flight.busy}>
          탈퇴하기
        </Button>
      </div>
    </form>
  );
}
