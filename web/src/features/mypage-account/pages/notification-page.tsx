import type { PreferenceKind } from '@store/shared';
import { EXPIRY_NOTICE_DAYS } from '@store/shared/constants/limits';
import { formatDate } from '@store/shared/rules/format';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useNotificationQuery, useUpdatePreferenceMutation } from '../api/notification.ts';
import { AccountSection, ScreenHeader } from '../components/account-section.tsx';
import { PreferenceSwitch } from '../components/preference-switch.tsx';
import { ACCOUNT_COPY } from '../messages.ts';

/** /mypage/notification */
export function NotificationPage() {
  usePageTitle(ACCOUNT_COPY.notificationTitle);
  const prefs = useNotificationQuery();
  const update = useUpdatePreferenceMutation();
  const { alert, confirm } = useDialogs();
  const toast = useToast();

  const change = async (kind: PreferenceKind, enabled: boolean) => {
    try {
      const res = await update.mutateAsync({ kind, enabled });
      toast(res.message, 'success');
    } catch (error) {
      void alert(errorMessage(error, ACCOUNT_COPY.preferenceFailed));
    }
  };

  const changeAdConsent = async (agree: boolean) => {
    const ok = await confirm(agree ? ACCOUNT_COPY.adAgreeConfirm : ACCOUNT_COPY.adRefuseConfirm, {
      title: ACCOUNT_COPY.adConsentTitle,
      confirmLabel: agree ? '동의' : '거부',
    });
    if (ok) await change('marketing', agree);
  };

  if (prefs.isPending) return <LoadingState />;
  if (prefs.isError) return <ErrorState message={ACCOUNT_COPY.loadFailed} />;
  const p = prefs.data;

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={ACCOUNT_COPY.notificationTitle} lead={ACCOUNT_COPY.notificationLead} />
      <AccountSection title="알림 수신" labelledBy="notification-channels">
        <div className="divide-y divide-line border-y border-line">
          <PreferenceSwitch
            id="pref-email"
            label="이메일 알림"
            description={`상품 문의 답변과 라이선스 키 만료 ${EXPIRY_NOTICE_DAYS}일 전 안내를 이메일로 받습니다.`}
            checked={p.emailOptIn}
            updatedAt={formatDate(p.emailUpdatedAt)}
            disabled={update.isPending}
            onChange={(next) => void change('email', next)}
          />
          <PreferenceSwitch
            id="pref-sms"
            label="SMS 알림"
            description={`상품 문의 답변과 라이선스 키 만료 ${EXPIRY_NOTICE_DAYS}일 전 안내를 문자로 받습니다.`}
            checked={p.smsOptIn}
            updatedAt={formatDate(p.smsUpdatedAt)}
            disabled={update.isPending}
            onChange={(next) => void change('sms', next)}
          />
        </div>
        <p className="mt-3 text-[13px] leading-relaxed text-mute">주문·결제·취소 안내는 거래에 필요한 안내라 설정과 관계없이 보내 드립니다.</p>
      </AccountSection>

      <AccountSection title={ACCOUNT_COPY.adConsentTitle} labelledBy="notification-ad">
        <p className="text-[15px] leading-relaxed text-sub">{ACCOUNT_COPY.adConsentBody}</p>
        <div className="mt-5 flex flex-col gap-4 rounded-xl bg-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-[15px]">
            현재 상태:{' '}
            <strong className={p.marketingOptIn ? 'text-brand-700' : 'text-ink'} data-testid="ad-consent-state">
              {p.marketingOptIn ? '수신 동의' : '수신 거부'}
            </strong>
            <span className="ml-2 text-sm text-mute">({formatDate(p.marketingUpdatedAt)})</span>
          </p>
          <div className="flex gap-2">
            <Button variant={p.marketingOptIn ? 'primary' : 'outline'} size="sm" className="disabled:opacity-100" aria-pressed={p.marketingOptIn} disabled={update.isPending || p.marketingOptIn} onClick={() => void changeAdConsent(true)}>
              동의
            </Button>
            <Button variant={!p.marketingOptIn ? 'primary' : 'outline'} size="sm" className="disabled:opacity-100" aria-pressed={!p.marketingOptIn} disabled={update.isPending || !p.marketingOptIn} onClick={() => void changeAdConsent(false)}>
              거부
            </Button>
          </div>
        </div>
      </AccountSection>
    </div>
  );
}
