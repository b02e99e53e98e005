import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAUTH_ERRORS, socialLoginResultSchema, type SocialProvider } from '@store/shared';

// Naver and Kakao login in the desktop app, in the member's own browser (RFC 8252, "OAuth 2.0 for
// Native Apps": an app must not run the provider's login in a window of its own, where the member
// cannot see the address bar and is not logged in to the provider already).
//
// 1. The app listens on the loopback interface, 127.0.0.1 on a port the OS picks (§7.3, §8.3).
// 2. It opens the store's /oauth2/authorization/{provider}?appPort=…&appChallenge=… in the
//    browser. The challenge is the S256 hash of a verifier only the app knows (RFC 7636).
// 3. The store and the provider run the real authorization-code flow in the browser; the store's
//    last redirect goes to http://127.0.0.1:{port}/callback?ticket=… (or ?oauth2error=…).
// 4. The app answers the browser with a "return to the app" page, stops listening, and hands the
//    renderer /oauth2/success?ticket=…&verifier=…, whose page exchanges both for a session. The
//    store accepts that ticket only with the verifier, so another program that reads the ticket
//    on the loopback (or races for the port) cannot log in with it.

/** Runs one social login; resolves with the app path to go to, or null when it was given up. */
export type SocialLogin = (provider: SocialProvider) => Promise<string | null>;

/** How long the app waits for the browser to come back before it gives the login up. */
export const SOCIAL_LOGIN_TIMEOUT_MS = 5 * 60_000;

/** The verifier the app keeps, and the challenge it sends: base64url(SHA-256(verifier)). */
export function createVerifier(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const TICKET = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The app path for the browser's hand-back to the loopback: the ticket exchange (with the
 * verifier) or the login page with the store's error for this provider; null for anything else.
 */
export function returnPathOf(query: URLSearchParams, provider: SocialProvider, verifier: string): string | null {
  const ticket = query.get('ticket');
  const error = query.get('oauth2error');
  let path: string;
  if (ticket !== null && TICKET.test(ticket)) path = `/oauth2/success?${new URLSearchParams({ ticket, verifier })}`;
  else if (error !== null && (OAUTH_ERRORS as readonly string[]).includes(error) && query.get('provider') === provider) {
    path = `/login?${new URLSearchParams({ oauth2error: error, provider })}`;
  } else return null;
  return socialLoginResultSchema.safeParse(path).success ? path : null;
}

// What the browser tab shows once the app has the login: nothing to load, nothing to run, and no
// referrer, so the ticket in its address goes nowhere else.
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  Connection: 'close',
};

function page(res: ServerResponse, status: number, title: string, text: string): void {
  res.writeHead(status, PAGE_HEADERS);
  res.end(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>오토웍스 스토어</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;` +
      `font-family:"Malgun Gothic","Apple SD Gothic Neo",system-ui,sans-serif;color:#111827;background:#f8fafc}` +
      `main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.25rem}p{color:#4b5563;line-height:1.6}</style></head>` +
      `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
  );
}

export interface SocialLoginOptions {
  /** Opens a page of the store in the system browser (security.ts openWebsiteSafely). */
  openWebsite: (path: string) => Promise<boolean>;
  /** Brings the app window forward once the browser has handed the login back. */
  focusApp: () => void;
  timeoutMs?: number;
}

/**
 * One login at a time: a new one gives up the one still waiting (it answers null), as does the
 * timeout. Rejects when the app cannot listen or the browser cannot be opened.
 */
export function createSocialLogin({ openWebsite, focusApp, timeoutMs = SOCIAL_LOGIN_TIMEOUT_MS }: SocialLoginOptions): SocialLogin {
  let giveUpCurrent: (() => void) | null = null;

  return (provider) => {
    giveUpCurrent?.();
    const { verifier, challenge } = createVerifier();

    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = (outcome: { path: string | null } | { error: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (giveUpCurrent === giveUp) giveUpCurrent = null;
        server.close();
        if ('error' in outcome) return reject(outcome.error);
        resolve(outcome.path);
        if (outcome.path !== null) focusApp();
      };
      const giveUp = () => finish({ path: null });
      giveUpCurrent = giveUp;
      const timer = setTimeout(giveUp, timeoutMs);

      const server = createServer((req, res) => {
        // Any local program can send a request target no URL parser accepts (`//[`); a throw here
        // would be an uncaught exception in main, so it is an answer instead.
        const url = URL.parse(req.url ?? '/', 'http://127.0.0.1');
        if (!url) return page(res, 400, '로그인 정보를 확인할 수 없습니다', '');
        if (req.method !== 'GET' || url.pathname !== '/callback') return page(res, 404, '찾을 수 없는 주소입니다', '');
        const path = settled ? null : returnPathOf(url.searchParams, provider, verifier);
        if (path === null) return page(res, 400, '로그인 정보를 확인할 수 없습니다', '오토웍스 스토어 앱에서 다시 시도해 주세요.');
        const ok = path.startsWith('/oauth2/success');
        page(
          res,
          200,
          ok ? '로그인 정보를 앱으로 보냈습니다' : '로그인하지 못했습니다',
          ok ? '이 창을 닫고 오토웍스 스토어 앱으로 돌아가 주세요.' : '오토웍스 스토어 앱에서 안내를 확인해 주세요.',
        );
        finish({ path });
      });
      server.on('error', (error) => finish({ error }));
      // The IP literal, not "localhost": that name may resolve elsewhere (RFC 8252 §8.3).
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const query = new URLSearchParams({ appPort: String(port), appChallenge: challenge });
        openWebsite(`/oauth2/authorization/${provider}?${query}`).then(
          (opened) => opened || finish({ error: new Error('the browser could not be opened') }),
          (error: unknown) => finish({ error: error instanceof Error ? error : new Error(String(error)) }),
        );
      });
    });
  };
}
