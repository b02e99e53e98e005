// Builds every adapter from config in one place: the real implementation when configured,
// the dev outbox otherwise (config refuses production without the real ones).
import type { Config } from '../config.ts';
import type { Db } from '../db/transaction.ts';
import type { Logger } from '../lib/logger.ts';
import type { EmailSender, SmsSender } from './messaging.ts';
import { createOAuthProviders, type OAuthProviders } from './oauth/index.ts';
import { createOutboxEmail, createOutboxSms } from './outbox.ts';
import { createSmtpEmail } from './smtp.ts';
import { createSolapiSms } from './solapi.ts';
import { createStorage, type Storage } from './storage/index.ts';

export interface Adapters {
  sms: SmsSender;
  email: EmailSender;
  oauth: OAuthProviders;
  storage: Storage;
}

export function createAdapters(config: Config, io: { db: Db; logger: Logger }): Adapters {
  return {
    sms: config.sms.kind === 'solapi' ? createSolapiSms(config.sms) : createOutboxSms(io),
    email: config.email.kind === 'smtp' ? createSmtpEmail(config.email) : createOutboxEmail(io),
    oauth: createOAuthProviders(config.oauth),
    storage: createStorage(config.storage),
  };
}
