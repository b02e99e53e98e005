import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared';
import { ApiError } from '../../lib/api-client.ts';
import { signupErrorAction } from './signup-errors.ts';

const fail = (status: number, message: string) => new ApiError(status, message, { message });

describe('signupErrorAction (membership.md §8)', () => {
  it('sends an already registered member to /login', () => {
    expect(signupErrorAction(fail(409, AUTH_MESSAGES.alreadyRegistered))).toEqual({
      message: '이미 가입된 회원입니다. 로그인해 주세요.',
      goTo: '/login',
      reset: true,
    });
  });

  it('starts over at /signup when the verification time is exceeded', () => {
    expect(signupErrorAction(fail(400, AUTH_MESSAGES.verificationTimeExceeded))).toMatchObject({ goTo: '/signup', reset: true });
  });

  it('reads "verification required" as a code mismatch', () => {
    expect(signupErrorAction(fail(400, AUTH_MESSAGES.verificationRequired))).toEqual({ message: '인증번호가 일치하지 않습니다.' });
  });

  it('sends a taken login id back to step 1', () => {
    expect(signupErrorAction(fail(409, AUTH_MESSAGES.loginIdTaken))).toMatchObject({ goTo: '/signup/account-info' });
  });

  it('keeps the visitor on the personal-info step for an e-mail another account uses, pointing to find-ID', () => {
    const action = signupErrorAction(fail(409, AUTH_MESSAGES.emailTaken));
    expect(action.goTo).toBeUndefined();
    expect(action.reset).toBeUndefined();
    expect(action.message).toContain('아이디 찾기');
    expect(action).toMatchObject({ field: 'email', fieldMessage: AUTH_MESSAGES.emailTaken });
  });

  it('falls back to the generic message for anything else', () => {
    expect(signupErrorAction(fail(500, '일시적인 서버 오류가 발생했습니다.'))).toEqual({ message: '회원가입에 실패했습니다. 다시 시도해 주세요.' });
    expect(signupErrorAction(new Error('boom'))).toEqual({ message: '회원가입에 실패했습니다. 다시 시도해 주세요.' });
  });
});
