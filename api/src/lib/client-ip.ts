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
