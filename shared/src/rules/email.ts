// The e-mail check without zod, for screens that must not load it (the checkout's bank-transfer
// address). emailSchema (rules/fields.ts) is the contract; email.test.ts keeps the two agreeing.

/** zod's own e-mail pattern (`z.regexes.email`), which `z.email()` in emailSchema applies. */
// eslint-disable-next-line no-useless-escape -- zod's source character for character; the test compares them
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

/** Whether emailSchema accepts `value` (which trims it first). */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
