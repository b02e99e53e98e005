// The boundary to whoever delivers text messages and e-mail. What crosses it: a recipient
// (digits-only phone or e-mail address), a subject for e-mail and the plain text. Nothing
// else leaves: no member ids, no tokens. Senders are called after the database work is
// committed and never inside a transaction (the outbox sender writes through the root db).

export interface SmsSender {
  readonly kind: 'solapi' | 'outbox';
  send(message: { to: string; text: string }): Promise<void>;
}

export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** The provider refused or could not be reached; the caller answers with a Korean message. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}
