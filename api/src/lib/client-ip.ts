import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * The caller's IP address for rate limits and session records. X-Forwarded-For is trusted
 * only with TRUST_PROXY, and then only its last entry (the one our own proxy appended):
 * entries before it are whatever the client chose to send, so using them would let anyone
 * dodge the per-IP limits.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

export function userAgent(c: Context<AppEnv>): string | null {
  return c.req.header('user-agent')?.slice(0, 300) ?? null;
}

export function clientInfo(c: Context<AppEnv>): { ip: string; userAgent: string | null } {
  return { ip: clientIp(c), userAgent: userAgent(c) };
}

/**
 * The part of an address that names one client in the per-IP rate limits (rate-limit.ts applies
 * it to every `<scope>:ip:<address>` key). An IPv6 subscriber is normally given a whole /64 and
 * may use any address in it, so keying on the full address would let one client rotate past
 * every per-IP limit: IPv6 counts by its /64. IPv4, and IPv4 mapped into IPv6 (as a dual-stack
 * socket reports it), stays one address. Anything else (no socket: 'unknown') is kept as it is.
 */
export function rateLimitIp(ip: string): string {
  // A zone id (fe80::1%eth0) names the server's own interface, not the client.
  const address = ip.split('%', 1)[0]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (any compression, a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const before = parse(head);
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
