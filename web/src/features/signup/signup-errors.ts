import { AUTH_MESSAGES } from '@store/shared';
import { ApiError } from '../../lib/api-client.ts';
import { SIGNUP_COPY } from './messages.ts';

export interface SignupErrorAction {
  /** The alert to show. */
  message: string;
  /** Where to send the visitor afterwards, if anywhere. */
  goTo?: '/login' | '/signup' | '/signup/account-info';
  /** Start the sign-up over (the entered data is no longer useful). */
  reset?: boolean;
  /** The field on this step to correct: marked with `fieldMessage` and focused after the alert. */
  field?: 'email';
  fieldMessage?: string;
}

/** membership.md §8: what a failed sign-up means for the visitor, matched on the server's message. */
export function signupErrorAction(error: unknown): SignupErrorAction {
  const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '';
  if (message.includes(AUTH_MESSAGES.alreadyRegistered)) return { message: SIGNUP_COPY.alreadyRegistered, goTo: '/login', reset: true };
  if (message.includes(AUTH_MESSAGES.verificationTimeExceeded)) return { message: SIGNUP_COPY.timeExceeded, goTo: '/signup', reset: true };
  if (message.includes(AUTH_MESSAGES.verificationRequired)) return { message: SIGNUP_COPY.codeMismatch };
  if (message.includes(AUTH_MESSAGES.codeMismatch) || message.includes(AUTH_MESSAGES.codeBurned)) return { message };
  if (message.includes(AUTH_MESSAGES.loginIdTaken)) return { message: SIGNUP_COPY.loginIdTaken, goTo: '/signup/account-info' };
  // The e-mail is on this step: the visitor corrects it here, the phone code still good.
  if (message.includes(AUTH_MESSAGES.emailTaken)) return { message: SIGNUP_COPY.emailTaken, field: 'email', fieldMessage: AUTH_MESSAGES.emailTaken };
  return { message: SIGNUP_COPY.signupFailed };
}
