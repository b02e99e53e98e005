import { formatDate, type NotificationPreference, type PreferenceKind } from '@store/shared';
import { sessionExpired } from '../auth/refusals.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import * as repo from './mypage-account.repository.ts';

// /mypage/notification: e-mail and SMS notification switches and the ad consent (광고성 정보
// 수신 동의). Every change is stored as a row with its time (PIPA; the ad-consent change is also
// the member_consents row that sign-up started).

export async function getPreferences(deps: Pick<AppDeps, 'db'>, memberId: number): Promise<NotificationPreference> {
  const prefs = await repo.findPreferences(deps.db, memberId);
  if (!prefs) throw sessionExpired();
  const times = await repo.latestPreferenceTimes(deps.db, memberId);
  const at = (d: Date | undefined) => (d ?? prefs.created_at).toISOString();
  return {
    emailOptIn: prefs.email_opt_in,
    smsOptIn: prefs.sms_opt_in,
    marketingOptIn: prefs.marketing_opt_in,
    emailUpdatedAt: at(times.email),
    smsUpdatedAt: at(times.sms),
    marketingUpdatedAt: at(times.marketing),
  };
}

const LABELS: Record<PreferenceKind, string> = { email: '이메일 알림 수신', sms: 'SMS 알림 수신', marketing: '광고성 정보 수신' };

/** The confirmation the law asks for: what changed, to what, and when (정보통신망법 §50⑦). */
export function preferenceMessage(kind: PreferenceKind, enabled: boolean, at: Date): string {
  return `${formatDate(at)} ${LABELS[kind]}${enabled ? '에 동의' : '을 거부'}하셨습니다.`;
}

export async function updatePreference(deps: AppDeps, memberId: number, kind: PreferenceKind, enabled: boolean): Promise<{ message: string; notificationPreference: NotificationPreference }> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    if (kind === 'marketing') await repo.setMarketingConsent(tx, memberId, enabled, now);
    else await repo.setChannel(tx, memberId, kind, enabled, now);
  });
  return { message: preferenceMessage(kind, enabled, now), notificationPreference: await getPreferences(deps, memberId) };
}
