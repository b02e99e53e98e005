import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPhone } from '@store/shared/rules/format';
import { Button } from '../../../components/button.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyInfoQuery } from '../api/my-info.ts';
import { AccountSection, ScreenHeader } from '../components/account-section.tsx';
import { EmailChangeForm } from '../components/email-change-form.tsx';
import { PasswordChangeDialog } from '../components/password-change-dialog.tsx';
import { ACCOUNT_COPY } from '../messages.ts';

/** /mypage/my-info */
export function MyInfoPage() {
  usePageTitle(ACCOUNT_COPY.myInfoTitle);
  const info = useMyInfoQuery();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState message={ACCOUNT_COPY.loadFailed} />;
  const m = info.data;
  const rows: [string, string][] = [
    ['아이디', m.loginId],
    ['이름', m.name],
    ['휴대폰 번호', m.phone ? formatPhone(m.phone) : '-'],
  ];

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={ACCOUNT_COPY.myInfoTitle} lead={ACCOUNT_COPY.myInfoLead} />
      <AccountSection title="회원 정보" labelledBy="my-info-basic">
        <dl className="divide-y divide-line border-y border-line">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-4 py-3.5 text-[15px]">
              <dt className="w-28 shrink-0 text-sub">{label}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3.5 text-[15px]">
            <dt className="w-28 shrink-0 text-sub">이메일</dt>
            <dd className="flex items-center gap-2 font-medium text-ink">
              <span className="break-all">{m.email ?? '-'}</span>
              <span className={m.emailVerified ? 'rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700' : 'rounded-full bg-soft px-2 py-0.5 text-xs font-semibold text-sub'}>
                {m.emailVerified ? ACCOUNT_COPY.verified : ACCOUNT_COPY.unverified}
              </span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-mute">{ACCOUNT_COPY.readOnlyHint}</p>
      </AccountSection>

      <AccountSection title="이메일 변경·인증" labelledBy="my-info-email">
        <EmailChangeForm key={m.email ?? ''} name={m.name} email={m.email} />
      </AccountSection>

      <AccountSection
        title="비밀번호"
        labelledBy="my-info-password"
        action={
          m.hasPassword ? (
            <Button variant="outline" size="sm" onClick={() => setPasswordOpen(true)}>
              {ACCOUNT_COPY.passwordChange}
            </Button>
          ) : undefined
        }
      >
        <p className="text-[15px] text-sub">{m.hasPassword ? '주기적으로 비밀번호를 바꾸면 계정을 더 안전하게 지킬 수 있습니다.' : ACCOUNT_COPY.noPassword}</p>
      </AccountSection>

      <div className="flex justify-end">
        <Link to="/mypage/withdrawal" className="text-sm text-mute underline underline-offset-4 hover:text-sub">
          {ACCOUNT_COPY.withdrawLink}
        </Link>
      </div>
      <PasswordChangeDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
