import { describe, expect, it } from 'vitest';
import { rateLimitIp } from './client-ip.ts';

// One IPv6 subscriber holds a /64: every address in it must land on the same rate-limit key.

describe('rateLimitIp', () => {
  it('keeps an IPv4 address whole', () => {
    expect(rateLimitIp('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitIp('10.0.0.1')).not.toBe(rateLimitIp('10.0.0.2'));
  });

  it('keys IPv6 on its /64, whatever the spelling', () => {
    const key = '2001:db8:0:0::/64';
    for (const ip of ['2001:db8::1', '2001:db8::ffff:1', '2001:DB8:0000:0000:1234:5678:9abc:def0', '2001:db8:0:0:1::', '2001:db8::1.2.3.4']) {
      expect(rateLimitIp(ip)).toBe(key);
    }
    expect(rateLimitIp('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitIp('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitIp('::')).toBe('0:0:0:0::/64');
  });

  it('drops a zone id', () => {
    expect(rateLimitIp('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitIp('fe80::2%25')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 mapped into IPv6 as the one IPv4 address, in either spelling', () => {
    expect(rateLimitIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitIp('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(rateLimitIp('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitIp('::ffff:1.2.3.4')).not.toBe(rateLimitIp('::ffff:1.2.3.5'));
  });

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitIp('unknown')).toBe('unknown');
    expect(rateLimitIp('[2001:db8::1]')).toBe('[2001:db8::1]');
    expect(rateLimitIp('')).toBe('');
  });
});
