import { APPLICATION_STATUS_LABELS, needsReason, particleOf, type ApplicationStatus } from '@store/shared';
import type { AppDeps } from '../../lib/context.ts';
import { storeName } from '../site-settings/site-settings.service.ts';

// The applicant hears of each step of their request (store.md §4's statuses) at the address they
// gave on the form: a visitor has no my page to look at, and a member would otherwise learn of a
// rejection only by opening it. About their own request, so sent as an order's receipt is,
// whatever 알림 설정 says. The admin's note goes out when it reached the applicant (a rejection's
// or cancellation's reason, or a note the admin shared), which their own screen shows too; every
// other note is the admin's own and is not passed here.

export interface StatusNoticeTarget {
  name: string;
  email: string;
  title: string;
  application_number: string | null;
  member_id: number | null;
}

/**
 * Sent after the change has committed; a failed send is logged and never undoes it. `sharedNote`:
 * the note the applicant may read ('' when the admin kept it to themselves).
 */
export async function sendStatusNotice(deps: AppDeps, app: StatusNoticeTarget, status: ApplicationStatus, sharedNote: string): Promise<void> {
  try {
    const store = await storeName(deps.db);
    const label = APPLICATION_STATUS_LABELS[status];
    const lines = [`${app.name}님, 맞춤 제작 신청 "${app.title}"의 진행 상태가 '${label}'${particleOf(label, '으로/로')} 바뀌었습니다.`];
    if (app.application_number) lines.push(`신청 번호: ${app.application_number}`);
    if (sharedNote) lines.push(`${needsReason(status) ? '사유' : '안내'}: ${sharedNote}`);
    lines.push('', app.member_id !== null ? '마이페이지 > 맞춤 제작 주문에서 자세히 보실 수 있습니다.' : '문의는 고객센터로 연락해 주세요.');
    await deps.adapters.email.send({ to: app.email, subject: `[${store}] 맞춤 제작 신청 상태 안내 (${APPLICATION_STATUS_LABELS[status]})`, text: lines.join('\n') });
  } catch (err) {
    deps.logger.warn({ err, applicationNumber: app.application_number, status }, 'custom request status notice failed');
  }
}
