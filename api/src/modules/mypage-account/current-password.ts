import { ACCOUNT_MESSAGES } from '@store/shared';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { consumeRateLimits, releaseRateLimits, type RateLimit } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/password.ts';

/**
 * Wrong current passwords per member, one budget for every form that asks for it (password
 * change, withdrawal): with a budget each, a session thief would get their sum of guesses.
 */
export const CURRENT_PASSWORD_LIMIT = { limit: 10, windowSeconds: 900 } as const;

/**
 * Checks the member's current password, throttled: the attempt takes a slot before the hash is
 * compared, so parallel guesses cannot all pass a "count < limit" read; a right one gives it back.
 * `field` names the form's input in the 400 answer.
 */
export async function checkCurrentPassword(
  deps: Pick<AppDeps, 'db'>,
  memberId: number,
  passwordHash: string,
  password: string,
  field: string,
  now: Date,
): Promise<void> {
  const limit: RateLimit = { key: `current-password:${memberId}`, ...CURRENT_PASSWORD_LIMIT };
  await consumeRateLimits(deps.db, [limit], now, ACCOUNT_MESSAGES.passwordThrottled);
  if (!(await verifyPassword(passwordHash, password))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, [{ path: field, message: ACCOUNT_MESSAGES.currentPasswordWrong }]);
  }
  await releaseRateLimits(deps.db, [limit], now);
}
