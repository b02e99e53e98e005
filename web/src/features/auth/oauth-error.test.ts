import { describe, expect, it } from 'vitest';
import { oauthErrorMessage } from './oauth-error.ts';

describe('oauthErrorMessage', () => {
  it('names the provider in Korean for an e-mail that already has an account', () => {
    expect(oauthErrorMessage('alreadyexist', 'naver')).toBe('이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요. (네이버)');
    expect(oauthErrorMessage('alreadyexist', 'kakao')).toBe('이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요. (카카오)');
    expect(oauthErrorMessage('alreadyexist', null)).toBe('이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요.');
  });

  it('explains blocked and not configured providers', () => {
    expect(oauthErrorMessage('blocked', 'naver')).toBe('이용이 정지된 계정입니다. 고객센터로 문의해 주세요.');
    expect(oauthErrorMessage('notconfigured', 'kakao')).toBe('카카오 로그인이 아직 설정되지 않았습니다.');
    expect(oauthErrorMessage('notconfigured', '')).toBe('소셜 로그인이 아직 설정되지 않았습니다.');
  });

  it('never echoes unknown provider text from the URL', () => {
    expect(oauthErrorMessage('alreadyexist', '고객센터 010-0000-0000 으로 연락')).toBe('이미 가입된 이메일입니다. 기존 아이디로 로그인해 주세요.');
    expect(oauthErrorMessage('whatever', 'naver')).toBe('소셜 로그인에 실패했습니다. 다시 시도해 주세요. (네이버)');
  });
});
