import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * Past this a JSON body is refused (413) without being kept: the store's largest is a few KB (its
 * longest field, a social login's token, is 64 KB at most). Node's server has no limit of its own.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a JSON request's body straight from Node's stream, for the validators and handlers that
 * read it through `c.req` (json, text, arrayBuffer). Without it `@hono/node-server` builds a
 * WHATWG `Request` around the body, a web stream over Node's (`Readable.toWeb`), and undici
 * reads that: about 1 ms of the main thread per request, which every login and license
 * validation paid (docs/performance.md). The body is decoded as fetch does (UTF-8, a leading BOM
 * dropped), so what a handler sees does not change; the exact bytes stay available too.
 *
 * Only under the Node server (tests through `app.request` keep Hono's own path) and only for a
 * JSON body: uploads are multipart and go through their own size limits.
 */
export function jsonBodyFromNode(limit = JSON_BODY_LIMIT): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    const incoming = c.env?.incoming;
    const type = c.req.header('content-type') ?? '';
    if (!incoming || c.req.method === 'GET' || c.req.method === 'HEAD' || !/^application\/json\s*(;|$)/i.test(type)) return next();
    if (Number(c.req.header('content-length') ?? 0) > limit) throw new HTTPException(413);
    let bytes: Buffer | undefined;
    try {
      bytes = await readBody(incoming, limit);
    } catch {
      // The client went away mid-body: there is no one to answer, but no 500 either.
      throw new HTTPException(400);
    }
    if (!bytes) throw new HTTPException(413);
    // Hono keeps promises here (its types say the values); `json()` parses the cached text. The
    // first key is what it converts from when asked for another kind: the exact bytes.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    cache.arrayBuffer = Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    cache.text = Promise.resolve(new TextDecoder().decode(bytes));
    await next();
  };
}

/**
 * The whole body, or undefined once it passes `limit`: reading then stops, and Node discards the
 * rest after the response (destroying the stream would close the socket before the 413).
 */
function readBody(incoming: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      incoming.pause();
      resolve(undefined);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => onError(new Error('the request closed before its end'));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}
