import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Under this a compressed body saves fewer bytes than the compressor costs (hono's default). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * hono's compress, told the size of JSON answers. It leaves a body under its threshold alone only
 * when the response states its length, and `c.json()` does not, so every small JSON answer (a
 * login's token, an error message, a cart count) went through a CompressionStream and zlib for
 * nothing: about 1.6 ms of main-thread time per browser login in a CPU profile
 * (docs/performance.md). A JSON body is already a string in memory, so stating its length costs little.
 */
export function compressLargeBodies(): MiddlewareHandler {
  const inner = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  return (c, next) =>
    inner(c, async () => {
      await next();
      const res = c.res;
      if (!res.body || res.headers.has('content-length') || !res.headers.get('content-type')?.startsWith('application/json')) return;
      const text = await res.text();
      const headers = new Headers(res.headers);
      headers.set('content-length', String(Buffer.byteLength(text)));
      // Cleared first: assigning over a response makes hono re-wrap the new one's body as a
      // stream, and a string body is what the Node server writes out directly.
      c.res = undefined;
      c.res = new Response(text, { status: res.status, statusText: res.statusText, headers });
    });
}
