import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_REFUSALS } from '@store/shared';
import { ACCOUNT_BLOCKED, SESSION_EXPIRED } from './api-client.ts';
import { safeRedirectPath, SESSION_MESSAGES } from './auth-session.ts';

describe('auth-session', () => {
  it('keeps its literal messages equal to the server contract', () => {
    expect(SESSION_MESSAGES.expired).toBe(AUTH_MESSAGES.sessionExpired);
    expect(SESSION_MESSAGES.blocked).toBe(AUTH_MESSAGES.blocked);
    expect(ACCOUNT_BLOCKED).toBe(AUTH_REFUSALS.blocked);
    expect(SESSION_EXPIRED).toBe(AUTH_REFUSALS.sessionExpired);
  });

  it('returns only to same-site paths', () => {
    expect(safeRedirectPath('/mypage?tab=coupons')).toBe('/mypage?tab=coupons');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example/x')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/login')).toBe('/');
    expect(safeRedirectPath({ pathname: '/cart' })).toBe('/');
  });
});
