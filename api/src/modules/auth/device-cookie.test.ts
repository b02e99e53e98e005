import { describe, expect, it } from 'vitest';
import { issueDeviceCookie, trustedDevice } from './device-cookie.ts';

const secret = 'a-test-secret-of-at-least-32-chars!!';

describe('device cookies', () => {
  it('trust the login id they were issued for, in any letter case, and name it by a nonce of their own', () => {
    const a = issueDeviceCookie(secret, 'Member01');
    const b = issueDeviceCookie(secret, 'member01');
    expect(trustedDevice(secret, a, 'MEMBER01')).toBe(a.split('.')[0]);
    expect(trustedDevice(secret, b, 'Member01')).toBe(b.split('.')[0]);
    expect(a.split('.')[0]).not.toBe(b.split('.')[0]);
  });

  it('count as none for another login id, another secret, or a value not of their shape', () => {
    const cookie = issueDeviceCookie(secret, 'member01');
    expect(trustedDevice(secret, cookie, 'member02')).toBeNull();
    expect(trustedDevice(`${secret}x`, cookie, 'member01')).toBeNull();
    for (const value of [undefined, '', cookie.replace('.', ''), `${cookie}.`, ` ${cookie}`, cookie.toUpperCase()]) {
      expect(trustedDevice(secret, value, 'member01')).toBeNull();
    }
  });
});
