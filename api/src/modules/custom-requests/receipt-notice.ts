import { particleOf } from '@store/shared';
import type { AppDeps } from '../../lib/context.ts';
import { getPublicSiteSettings } from '../site-settings/site-settings.service.ts';

// The applicant's receipt of a submitted custom request, at the address they gave on the form:
// a visitor has no my page and cannot look it up again (store.md §6), so the number and when to
// expect an answer are worth a mail. Sent whatever 알림 설정 says, as an order's receipt is.

export interface ReceiptTarget {
  name: string;
  email: string;
  title: string;
  applicationNumber: string;
  member: boolean;
}

/** Sent after the submission has committed; a failed send is logged and never undoes it. */
export async function sendReceiptNotice(deps: AppDeps, app: ReceiptTarget): Promise<void> {
  try {
    const { business, supportHours } = await getPublicSiteSettings(deps.db);
    const lines = [
      `${app.name}님, 맞춤 제작 신청 "${app.title}"${particleOf(app.title, '이/가')} 접수되었습니다.`,
      `신청 번호: ${app.applicationNumber}`,
      `담당자가 내용을 확인한 뒤 ${supportHours.customRequestReply} 드립니다.`,
      '',
      app.member ? '진행 상황은 마이페이지 > 맞춤 제작 주문에서 보실 수 있습니다.' : '문의하실 때는 위의 신청 번호를 알려 주세요.',
    ];
    await deps.adapters.email.send({ to: app.email, subject: `[${business.storeName}] 맞춤 제작 신청 접수 안내 (${app.applicationNumber})`, text: lines.join('\n') });
  } catch (err) {
    deps.logger.warn({ err, applicationNumber: app.applicationNumber }, 'custom request receipt failed');
  }
}
