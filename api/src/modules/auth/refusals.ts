import { AUTH_MESSAGES, AUTH_REFUSALS } from '@store/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * A suspended member, refused the same way wherever they come in (a password login, a social
 * login's exchange, a session the suspension ended): 403 with the result the clients match on.
 */
export const accountBlocked = () => new AppError(403, AUTH_MESSAGES.blocked, { body: { result: AUTH_REFUSALS.blocked } });

/**
 * A token whose session is over (or whose member is gone): 401 with the result the clients match
 * on, so a call deep in a screen ends the session as the load-time check does.
 */
export const sessionExpired = () => new AppError(401, AUTH_MESSAGES.sessionExpired, { body: { result: AUTH_REFUSALS.sessionExpired } });
