import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CodeResultResponse } from '@store/shared';
import { formatCountdown } from '@store/shared/rules/format';
import { VERIFICATION_TTL_SECONDS } from '@store/shared/constants/limits';
import { ApiError, resultOf } from './api-client.ts';

// The verification-code request of sign-up and account recovery (membership.md §4):
// idle -> sending -> sent, with a 180-second countdown; at 0 back to idle with the expiry
// message. A failed request goes back to idle, or to failed in the password form. One hook so
// every form behaves the same.

export type CodeRequestStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface CodeNotice {
  text: string;
  tone: 'info' | 'error' | 'expired';
}

export const CODE_REQUEST_MESSAGES = {
  expired: '인증 입력 시간이 만료되었습니다. 다시 시도해 주세요.',
  noUser: '가입된 회원이 아닙니다.',
  sent: '인증번호가 발송되었습니다.',
  stillValid: '이미 보내 드린 인증번호를 입력해 주세요.',
  label: { idle: '인증 요청', sending: '요청 중...', sent: '재요청', failed: '재요청' },
} as const;

export interface UseCodeRequestOptions {
  /** Where the code goes (phone number or e-mail). Changing it after a send voids the code. */
  target: string;
  /** Performs the call; resolves with the server's `{ result, message }`. */
  request: () => Promise<CodeResultResponse>;
  /** Shown when the call fails without a usable server message. */
  failMessage: string;
  /** Where a failed request leaves the form: idle, or failed (the password form, membership.md §4). */
  failedStatus?: 'idle' | 'failed';
  ttlSeconds?: number;
}

interface State {
  status: CodeRequestStatus;
  sentTo: string | null;
  deadline: number;
  secondsLeft: number;
  notice: CodeNotice | null;
  hasSent: boolean;
}

const initial: State = { status: 'idle', sentTo: null, deadline: 0, secondsLeft: 0, notice: null, hasSent: false };

const answerOf = (error: ApiError) => error.body as Partial<CodeResultResponse> | undefined;

/** 'noUser' is an answer, not a failure: the form goes back to idle (membership.md §8). */
const isNoUser = (error: unknown) => resultOf(error) === 'noUser';

/** The message for a failed request: `noUser`/`duplicate` and other 4xx answers carry a Korean message worth showing. */
function failureNotice(error: unknown, failMessage: string): CodeNotice {
  if (error instanceof ApiError) {
    const body = answerOf(error);
    if (body?.result === 'noUser') return { tone: 'error', text: body.message || CODE_REQUEST_MESSAGES.noUser };
    if (body?.result === 'duplicate' && body.message) return { tone: 'error', text: body.message };
    if (error.status >= 400 && error.status < 500 && typeof body?.message === 'string' && body.message) {
      return { tone: 'error', text: body.message };
    }
  }
  return { tone: 'error', text: failMessage };
}

/**
 * A re-request the server throttled (429) sent nothing, so the code already sent to the same
 * place still works until its own deadline: the form stays sent rather than making the member
 * wait out the throttle for a new one.
 */
function keepsLiveCode(error: unknown, s: State, to: string): boolean {
  return error instanceof ApiError && error.status === 429 && s.sentTo === to && s.deadline > Date.now();
}

export function useCodeRequest({ target, request, failMessage, failedStatus = 'idle', ttlSeconds = VERIFICATION_TTL_SECONDS }: UseCodeRequestOptions) {
  const [state, setState] = useState<State>(initial);
  // Identifies the latest send, so an older answer or a reset in between cannot win.
  const attempt = useRef(0);

  const send = useCallback(async () => {
    const id = ++attempt.current;
    const to = target;
    setState((s) => ({ ...s, status: 'sending', notice: null }));
    try {
      const res = await request();
      if (id !== attempt.current) return;
      if (res.result !== 'success') {
        const text = res.message || (res.result === 'noUser' ? CODE_REQUEST_MESSAGES.noUser : failMessage);
        setState((s) => ({ ...s, status: res.result === 'noUser' ? 'idle' : failedStatus, sentTo: null, notice: { tone: 'error', text } }));
        return;
      }
      setState({
        status: 'sent',
        sentTo: to,
        deadline: Date.now() + ttlSeconds * 1000,
        secondsLeft: ttlSeconds,
        notice: { tone: 'info', text: res.message || CODE_REQUEST_MESSAGES.sent },
        hasSent: true,
      });
    } catch (error) {
      if (id !== attempt.current) return;
      const notice = failureNotice(error, failMessage);
      const status = isNoUser(error) ? 'idle' : failedStatus;
      // Kept: the field is right and its code still works, so this is advice, not an error.
      const kept: CodeNotice = { tone: 'info', text: `${notice.text} ${CODE_REQUEST_MESSAGES.stillValid}` };
      setState((s) => (keepsLiveCode(error, s, to) ? { ...s, status: 'sent', notice: kept } : { ...s, status, sentTo: null, notice }));
    }
  }, [target, request, failMessage, failedStatus, ttlSeconds]);

  const reset = useCallback(() => {
    attempt.current++;
    setState(initial);
  }, []);

  // The countdown runs from a deadline rather than counting ticks, so a throttled
  // background tab still expires on time.
  useEffect(() => {
    if (state.status !== 'sent') return;
    const timer = setInterval(() => {
      const secondsLeft = Math.max(0, Math.ceil((state.deadline - Date.now()) / 1000));
      setState((s) =>
        secondsLeft > 0
          ? { ...s, secondsLeft }
          : { ...s, status: 'idle', sentTo: null, secondsLeft: 0, notice: { tone: 'expired', text: CODE_REQUEST_MESSAGES.expired } },
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [state.status, state.deadline]);

  // A code belongs to the number or address it was sent to: editing that field voids it.
  useEffect(() => {
    if (state.sentTo !== null && target !== state.sentTo) reset();
  }, [target, state.sentTo, reset]);

  return {
    status: state.status,
    isSent: state.status === 'sent',
    isSending: state.status === 'sending',
    /** True once any code was sent: the code input stays visible through a re-request or expiry. */
    hasSent: state.hasSent,
    secondsLeft: state.secondsLeft,
    countdown: state.status === 'sent' ? formatCountdown(state.secondsLeft) : null,
    notice: state.notice,
    buttonLabel: CODE_REQUEST_MESSAGES.label[state.status],
    send,
    reset,
  };
}

export type CodeRequest = ReturnType<typeof useCodeRequest>;

/**
 * The form's onKeyDown: Enter in a field while no code is live asks for one, as 인증 요청 does.
 * The submit button is disabled until a code is sent, and a form whose default button is disabled
 * gets no implicit submission at all, so Enter did nothing.
 */
export function requestCodeOnEnter(code: Pick<CodeRequest, 'isSent' | 'isSending'>, requestCode: () => unknown) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || code.isSent || code.isSending) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void requestCode();
  };
}
