// The development stand-in for SMS and e-mail: messages are written to the `outbox` table
// (read back at GET /api/dev/outbox?to=) and logged with recipient and text so a developer
// can sign up offline. Config refuses to start production with this sender, so codes are
// never logged there.
import type { Db } from '../db/transaction.ts';
import type { Logger } from '../lib/logger.ts';
import type { EmailSender, SmsSender } from './messaging.ts';

interface OutboxIo {
  db: Db;
  logger: Logger;
}

async function writeOutbox(
  { db, logger }: OutboxIo,
  channel: 'sms' | 'email',
  to: string,
  subject: string | null,
  text: string,
): Promise<void> {
  await db.insertInto('outbox').values({ channel, recipient: to, subject, body: text }).execute();
  logger.info({ channel, to, subject, text }, 'dev outbox message (not delivered)');
}

export function createOutboxSms(io: OutboxIo): SmsSender {
  return { kind: 'outbox', send: ({ to, text }) => writeOutbox(io, 'sms', to, null, text) };
}

export function createOutboxEmail(io: OutboxIo): EmailSender {
  return { kind: 'outbox', send: ({ to, subject, text }) => writeOutbox(io, 'email', to, subject, text) };
}
