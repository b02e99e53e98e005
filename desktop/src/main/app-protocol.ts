import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { net, protocol } from 'electron';
import { originOf } from './security.ts';

// How the packaged renderer is served and how it reaches the API.
//
// The web build shipped inside the app is served from `app://store/` (a privileged custom
// scheme, Electron security checklist §18: not file://, which would give every local file the
// same origin and break the router's clean URLs). Requests to `app://store/api/*` (and
// /software-downloads/*) are forwarded by the main process to the configured store origin. So
// for the UI the API is same-origin exactly as on the website: the same relative fetches, no
// CORS to open on the server, and a CSP of `connect-src 'self'` that lets the renderer talk to
// nothing else. The forwarding target is a fixed origin, so no renderer input can choose a host.

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://store`;

/** Paths answered by the store server rather than by the bundled files (as web/vite.config.ts proxies). */
const FORWARDED_PREFIXES = ['/api/', '/software-downloads/'];

// The website's policy (api/src/lib/security-headers.ts) with the desktop's tighter edges:
// no inline script, styles inline only for React style props, images and frames only from the
// hosts the UI embeds (YouTube thumbnails and privacy-enhanced player), no plugins, no <base>,
// nothing may frame the app.
export const DESKTOP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Must run before `app.ready`: Electron only grants scheme privileges at start-up. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // standard: real origin and relative URLs; secure: counts as a secure context like https;
      // supportFetchAPI: the renderer's fetch('/api/…') works; no bypassCSP, no service workers.
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
    },
  ]);
}

export interface AppProtocolOptions {
  rendererDir: string;
  apiOrigin: string;
  /** Network fetch for forwarded requests (Electron's net.fetch, a fake in tests). */
  fetchUpstream?: (url: string, init: RequestInit) => Promise<Response>;
}

function respond(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const root = resolve(options.rendererDir);
  const fetchUpstream = options.fetchUpstream ?? ((url, init) => net.fetch(url, init));

  async function forward(request: Request, url: URL): Promise<Response> {
    // The path is already normalised by the URL parser; the origin is fixed, so a request can
    // only ever reach the configured store server.
    const target = new URL(url.pathname + url.search, options.apiOrigin);
    const headers = new Headers(request.headers);
    // Our internal origin means nothing to the server, nor do the renderer's app://store cookies.
    for (const name of ['origin', 'referer', 'cookie', 'host']) headers.delete(name);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // The store's own cookies live in the session's jar, for the store's origin: without
    // `credentials: 'include'` net.fetch neither sends nor keeps them, and the calls that need one
    // fail in the app (a visitor's uploads claimed by their custom request, the login device cookie).
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, redirect: 'follow', credentials: 'include' };
    if (hasBody) Object.assign(init, { body: request.body, duplex: 'half' });
    try {
      return await fetchUpstream(target.href, init);
    } catch {
      // Same as a network failure in the browser: the UI shows its "cannot reach server" message.
      return respond(502, 'Bad Gateway');
    }
  }

  async function serveFile(pathname: string): Promise<Response> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return respond(400, 'Bad Request');
    }
    const file = resolve(root, `.${relative}`);
    // Never serve anything outside the renderer folder, whatever the path says.
    if (file !== root && !file.startsWith(root + sep)) return respond(404, 'Not Found');

    let target = file;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      // Client-side routes (/mypage/subscription…) get the SPA shell; missing assets are 404s.
      if (extname(relative)) return respond(404, 'Not Found');
      target = resolve(root, 'index.html');
    }
    const body = await readFile(target).catch(() => null);
    if (!body) return respond(404, 'Not Found');
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'content-type': MIME_TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream',
        'content-security-policy': DESKTOP_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  }

  return async (request) => {
    const url = new URL(request.url);
    if (originOf(url.href) !== APP_ORIGIN) return respond(404, 'Not Found');
    if (FORWARDED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return forward(request, url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return respond(405, 'Method Not Allowed');
    return serveFile(url.pathname);
  };
}

export function installAppProtocol(options: AppProtocolOptions): void {
  const handler = createAppProtocolHandler(options);
  protocol.handle(APP_SCHEME, handler);
}
