import type { Db } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';

// Notices a member asked for on my page's 알림 설정 (store.md §3 emailOptIn, smsOptIn): an answer
// to their product question, a key about to expire. Each channel goes out only when switched on
// and the member has an address for it. Receipts of an order or a cancellation are not notices
// of this kind: they are sent whatever the switches say (fulfilment, orders).

export interface MemberNotice {
  subject: string;
  /** The e-mail's body. */
  text: string;
  /** The text message: short, one or two lines. */
  sms: string;
}

export type NoticeChannel = 'email' | 'sms';

function findRecipient(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['email', 'phone', 'email_opt_in', 'sms_opt_in'])
    .where('id', '=', memberId)
    .where('status', '!=', 'WITHDRAWN')
    .executeTakeFirst();
}

/**
 * Sends after the change it tells of has committed; a failed send is logged and never undoes it.
 * Answers the channels it went out on.
 */
export async function sendMemberNotice(deps: AppDeps, memberId: number, notice: MemberNotice): Promise<NoticeChannel[]> {
  const sent: NoticeChannel[] = [];
  const attempt = async (channel: NoticeChannel, send: () => Promise<void>) => {
    try {
      await send();
      sent.push(channel);
    } catch (err) {
      deps.logger.warn({ err, memberId, channel, subject: notice.subject }, 'member notice failed');
    }
  };
  let to;
  try {
    to = await findRecipient(deps.db, memberId);
  } catch (err) {
    deps.logger.warn({ err, memberId, subject: notice.subject }, 'member notice failed');
    return sent;
  }
  if (!to) return sent;
  // Each channel on its own: a failed e-mail must not keep the text message from going out.
  const { email, phone } = to;
  if (to.email_opt_in && email) await attempt('email', () => deps.adapters.email.send({ to: email, subject: notice.subject, text: notice.text }));
  if (to.sms_opt_in && phone) await attempt('sms', () => deps.adapters.sms.send({ to: phone, text: notice.sms }));
  return sent;
}
