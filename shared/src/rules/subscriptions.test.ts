import { describe, expect, it } from 'vitest';
import { effectiveUseStatus, expiryNoticeUntil, keyHasEnded, expiryOf, maskLicenseKey, normalizeLicenseKey, useStatusLabel } from './subscriptions.ts';

describe('subscription rules', () => {
  it('counts a key as about to expire up to seven days ahead', () => {
    expect(expiryNoticeUntil(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-12-04T03:00:00.000Z');
  });

  it('a month is 30 days; 0 months never ends', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(expiryOf(start, 3)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(expiryOf(start, 0)).toBeNull();
  });

  it('a granted key past its expiry is expired on read', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(effectiveUseStatus('GRANTED', '2026-01-31T23:59:59Z', now)).toBe('EXPIRED');
    expect(effectiveUseStatus('GRANTED', '2026-02-02T00:00:00Z', now)).toBe('GRANTED');
    expect(effectiveUseStatus('GRANTED', null, now)).toBe('GRANTED');
    expect(effectiveUseStatus('BEFORE_USE', null, now)).toBe('BEFORE_USE');
  });

  it('a key has ended when expired, refused, refunded, or cancelled and past its end', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    const past = new Date('2026-01-31T00:00:00Z');
    const future = new Date('2026-02-02T00:00:00Z');
    expect(keyHasEnded('EXPIRED', null, past, now)).toBe(true);
    expect(keyHasEnded('DENIED', null, null, now)).toBe(true);
    expect(keyHasEnded('UNSUBSCRIPTION', past, null, now)).toBe(true);
    expect(keyHasEnded('UNSUBSCRIPTION', null, past, now)).toBe(true);
    expect(keyHasEnded('UNSUBSCRIPTION', null, future, now)).toBe(false);
    expect(keyHasEnded('UNSUBSCRIPTION', null, null, now)).toBe(false);
    expect(keyHasEnded('GRANTED', null, future, now)).toBe(false);
    expect(keyHasEnded('BEFORE_USE', null, null, now)).toBe(false);
  });

  it('labels unknown statuses as unknown and masks keys', () => {
    expect(useStatusLabel('GRANTED')).toBe('사용 중');
    expect(useStatusLabel('SOMETHING')).toBe('알 수 없음');
    expect(maskLicenseKey('AWK3-ABCD-EFGH-JKLM-7QZP')).toBe('AWK3-****-****-****-7QZP');
  });
});

describe('normalizeLicenseKey', () => {
  it('gives a typed key the form the store writes, and leaves anything else upper-cased', () => {
    for (const typed of ['AW3K-7QXZ-M2PL-9RTA-HB4C', 'aw3k-7qxz-m2pl-9rta-hb4c', 'AW3K7QXZM2PL9RTAHB4C', ' aw3k 7qxz m2pl 9rta hb4c ', 'AW3K7QXZ-M2PL9RTA-HB4C']) {
      expect(normalizeLicenseKey(typed), typed).toBe('AW3K-7QXZ-M2PL-9RTA-HB4C');
    }
    // Not a key the store makes (a look-alike 0, too short, another prefix): only upper-cased.
    expect(normalizeLicenseKey('aw3k-7qxz-m2pl-9rta-hb40')).toBe('AW3K-7QXZ-M2PL-9RTA-HB40');
    expect(normalizeLicenseKey('aw3k7qxz')).toBe('AW3K7QXZ');
    expect(normalizeLicenseKey('xy3k7qxzm2pl9rtahb4c')).toBe('XY3K7QXZM2PL9RTAHB4C');
  });
});
