import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyInfoQuery } from '../api/my-info.ts';
import { ScreenHeader } from '../components/account-section.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import { ACCOUNT_COPY, WITHDRAWAL_NOTICES } from '../messages.ts';

/** /mypage/withdrawal: the notices, the reason, the consent, and a real withdrawal. */
export function WithdrawalPage() {
  usePageTitle(ACCOUNT_COPY.withdrawalTitle);
  const info = useMyInfoQuery();
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={ACCOUNT_COPY.withdrawalTitle} lead="탈퇴하기 전에 아래 안내를 꼭 확인해 주세요." />
      <section aria-labelledby="withdrawal-notices" className="rounded-2xl border border-danger/30 bg-danger/5 p-5 sm:p-7">
        <h2 id="withdrawal-notices" className="mb-3 text-lg font-bold text-ink">
          탈퇴 전 확인해 주세요
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-[15px] leading-relaxed text-sub">
          {WITHDRAWAL_NOTICES.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
      {info.isPending ? <LoadingState /> : info.isError ? <ErrorState message={ACCOUNT_COPY.loadFailed} /> : <WithdrawalForm hasPassword={info.data.hasPassword} />}
    </div>
  );
}
