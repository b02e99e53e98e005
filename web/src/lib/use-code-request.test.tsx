import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeResultResponse } from '@store/shared';
import { ApiError } from './api-client.ts';
import { CODE_REQUEST_MESSAGES, useCodeRequest } from './use-code-request.ts';

const sent: CodeResultResponse = { result: 'success', message: '인증번호가 발송되었습니다. 문자 메시지를 확인해 주세요.' };

function setup(request: () => Promise<CodeResultResponse>, target = '01012345678', failedStatus?: 'idle' | 'failed') {
  return renderHook(
    (props: { target: string }) => useCodeRequest({ target: props.target, request, failMessage: '휴대폰 번호 인증 요청에 실패했습니다.', failedStatus }),
    { initialProps: { target } },
  );
}

const throttled = new ApiError(429, '인증번호 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.', { message: '인증번호 요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요.' });

describe('useCodeRequest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle -> sending -> sent and counts 180 seconds down as m:ss', async () => {
    let resolve!: (v: CodeResultResponse) => void;
    const { result } = setup(() => new Promise((r) => (resolve = r)));
    expect(result.current.status).toBe('idle');
    expect(result.current.buttonLabel).toBe('인증 요청');

    let pending!: Promise<void>;
    act(() => {
      pending = result.current.send();
    });
    expect(result.current.status).toBe('sending');
    expect(result.current.buttonLabel).toBe('요청 중...');

    await act(async () => {
      resolve(sent);
      await pending;
    });
    expect(result.current.status).toBe('sent');
    expect(result.current.buttonLabel).toBe('재요청');
    expect(result.current.countdown).toBe('3:00');
    expect(result.current.notice).toEqual({ tone: 'info', text: sent.message });
    expect(result.current.hasSent).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.countdown).toBe('2:59');
    act(() => vi.advanceTimersByTime(118_000));
    expect(result.current.countdown).toBe('1:01');
  });

  it('returns to idle with the expiry message when the countdown reaches 0', async () => {
    const { result } = setup(async () => sent);
    await act(() => result.current.send());
    act(() => vi.advanceTimersByTime(179_000));
    expect(result.current.countdown).toBe('0:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.status).toBe('idle');
    expect(result.current.buttonLabel).toBe('인증 요청');
    expect(result.current.countdown).toBeNull();
    expect(result.current.notice).toEqual({ tone: 'expired', text: CODE_REQUEST_MESSAGES.expired });
    // The code input stays on screen; submitting is what the idle state blocks.
    expect(result.current.hasSent).toBe(true);
  });

  it('restarts the countdown on a re-request', async () => {
    const { result } = setup(async () => sent);
    await act(() => result.current.send());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.countdown).toBe('2:00');
    await act(() => result.current.send());
    expect(result.current.countdown).toBe('3:00');
  });

  it('shows the noUser message from the error body and goes back to idle', async () => {
    const { result } = setup(async () => {
      throw new ApiError(404, '가입된 회원이 아닙니다.', { result: 'noUser', message: '가입된 회원이 아닙니다.' });
    });
    await act(() => result.current.send());
    expect(result.current.status).toBe('idle');
    expect(result.current.notice).toEqual({ tone: 'error', text: '가입된 회원이 아닙니다.' });
  });

  it('falls back to the default noUser text when the server gives none', async () => {
    const { result } = setup(async () => {
      throw new ApiError(404, '', { result: 'noUser', message: '' });
    });
    await act(() => result.current.send());
    expect(result.current.notice?.text).toBe('가입된 회원이 아닙니다.');
  });

  it('shows the duplicate message (already registered) and stays idle', async () => {
    const { result } = setup(async () => {
      throw new ApiError(409, '이미 가입된 회원입니다.', { result: 'duplicate', message: '이미 가입된 회원입니다.' });
    });
    await act(() => result.current.send());
    expect(result.current.status).toBe('idle');
    expect(result.current.notice).toEqual({ tone: 'error', text: '이미 가입된 회원입니다.' });
  });

  it('uses the fail message for server errors', async () => {
    const { result } = setup(async () => {
      throw new ApiError(500, '일시적인 서버 오류가 발생했습니다.', { message: '일시적인 서버 오류가 발생했습니다.' });
    });
    await act(() => result.current.send());
    expect(result.current.notice).toEqual({ tone: 'error', text: '휴대폰 번호 인증 요청에 실패했습니다.' });
  });

  it('keeps the code already sent when a re-request is throttled, with its own countdown', async () => {
    let answer: () => Promise<CodeResultResponse> = async () => sent;
    const { result } = setup(() => answer());
    await act(() => result.current.send());
    act(() => vi.advanceTimersByTime(10_000));
    answer = async () => {
      throw throttled;
    };
    await act(() => result.current.send());
    expect(result.current.status).toBe('sent');
    expect(result.current.isSent).toBe(true);
    // Not an error of the field: its code still works, and the notice says to use it.
    expect(result.current.notice).toEqual({ tone: 'info', text: `${throttled.message} 이미 보내 드린 인증번호를 입력해 주세요.` });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.countdown).toBe('2:49');
  });

  it('goes idle when the first request is throttled: there is no code to keep', async () => {
    const { result } = setup(async () => {
      throw throttled;
    });
    await act(() => result.current.send());
    expect(result.current.status).toBe('idle');
    expect(result.current.notice?.text).toBe(throttled.message);
  });

  it('goes idle when a re-request fails otherwise: a new code may have replaced the old one', async () => {
    let answer: () => Promise<CodeResultResponse> = async () => sent;
    const { result } = setup(() => answer());
    await act(() => result.current.send());
    answer = async () => {
      throw new ApiError(500, '', {});
    };
    await act(() => result.current.send());
    expect(result.current.status).toBe('idle');
    expect(result.current.isSent).toBe(false);
  });

  it('goes to failed, labelled re-request, in the password form', async () => {
    const { result } = setup(
      async () => {
        throw new ApiError(502, '', {});
      },
      '01012345678',
      'failed',
    );
    await act(() => result.current.send());
    expect(result.current.status).toBe('failed');
    expect(result.current.buttonLabel).toBe('재요청');
    expect(result.current.isSent).toBe(false);
    expect(result.current.notice).toEqual({ tone: 'error', text: '휴대폰 번호 인증 요청에 실패했습니다.' });
  });

  it('goes back to idle on noUser even in the password form: an answer, not a failure', async () => {
    const { result } = setup(
      async () => {
        throw new ApiError(404, '가입된 회원이 아닙니다.', { result: 'noUser', message: '가입된 회원이 아닙니다.' });
      },
      '01012345678',
      'failed',
    );
    await act(() => result.current.send());
    expect(result.current.status).toBe('idle');
    expect(result.current.buttonLabel).toBe('인증 요청');
  });

  it('voids a sent code when the phone number changes', async () => {
    const { result, rerender } = setup(async () => sent);
    await act(() => result.current.send());
    expect(result.current.status).toBe('sent');
    rerender({ target: '01099998888' });
    expect(result.current.status).toBe('idle');
    expect(result.current.countdown).toBeNull();
  });
});
