import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Naver's and Kakao's OAuth servers, strict where the real ones are:
// client id and secret, single-use codes, the registered redirect URI, PKCE (S256) and, for
// Naver, the state echoed to the token endpoint. The authorize step approves at once and
// redirects back with code and state, as after a user's click.

type Provider = 'naver' | 'kakao';

export interface FakeUser {
  id: string;
  email?: string;
  name?: string;
}

interface IssuedCode {
  provider: Provider;
  user: FakeUser;
  redirectUri: string;
  codeChallenge: string | null;
  state: string;
}

const PATHS = {
  naver: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', profile: '/v1/nid/me' },
  kakao: { authorize: '/oauth/authorize', token: '/oauth/token', profile: '/v2/user/me' },
} as const;

export const FAKE_CLIENTS = {
  naver: { clientId: 'naver-client', clientSecret: 'naver-secret' },
  kakao: { clientId: 'kakao-client', clientSecret: 'kakao-secret' },
} as const;

export class FakeOAuthProvider {
  readonly url: string;
  /** Who "logs in" at the next authorize request. */
  nextUser: Record<Provider, FakeUser> = { naver: { id: 'naver-1' }, kakao: { id: '1001' } };
  /** Set to answer the next authorize request with error=access_denied. */
  denyNext = false;
  readonly tokenRequests: URLSearchParams[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, { provider: Provider; user: FakeUser }>();

  private constructor(private readonly server: Server) {
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  static async start(): Promise<FakeOAuthProvider> {
    const holder: { fake?: FakeOAuthProvider } = {};
    const server = createServer((req, res) => void holder.fake!.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakeOAuthProvider(server);
    return holder.fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    for (const provider of ['naver', 'kakao'] as const) {
      const paths = PATHS[provider];
      if (req.method === 'GET' && url.pathname === paths.authorize) return this.authorize(provider, url, res);
      if (req.method === 'POST' && url.pathname === paths.token) return this.token(provider, await readBody(req), res);
      if (req.method === 'GET' && url.pathname === paths.profile) return this.profile(provider, req, res);
    }
    json(res, 404, { error: 'not_found' });
  }

  private authorize(provider: Provider, url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    const state = q.get('state');
    if (q.get('response_type') !== 'code' || q.get('client_id') !== FAKE_CLIENTS[provider].clientId || !redirectUri || !state) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', state);
    if (this.denyNext) {
      this.denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(12).toString('hex');
      this.codes.set(code, { provider, user: this.nextUser[provider], redirectUri, codeChallenge: q.get('code_challenge'), state });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  private token(provider: Provider, body: URLSearchParams, res: ServerResponse): void {
    this.tokenRequests.push(body);
    const client = FAKE_CLIENTS[provider];
    const code = this.codes.get(body.get('code') ?? '');
    if (body.get('client_id') !== client.clientId || body.get('client_secret') !== client.clientSecret) {
      return json(res, 401, { error: 'invalid_client' });
    }
    if (body.get('grant_type') !== 'authorization_code' || !code || code.provider !== provider) return json(res, 400, { error: 'invalid_grant' });
    this.codes.delete(body.get('code')!);
    if (body.get('redirect_uri') !== code.redirectUri) return json(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri' });
    const verifier = body.get('code_verifier') ?? '';
    if (code.codeChallenge && createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'pkce' });
    }
    if (provider === 'naver' && body.get('state') !== code.state) return json(res, 400, { error: 'invalid_request', error_description: 'state' });
    const accessToken = randomBytes(16).toString('hex');
    this.tokens.set(accessToken, { provider, user: code.user });
    json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600, refresh_token: randomBytes(8).toString('hex') });
  }

  private profile(provider: Provider, req: IncomingMessage, res: ServerResponse): void {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const grant = token ? this.tokens.get(token) : undefined;
    if (!grant || grant.provider !== provider) return json(res, 401, { resultcode: '024', message: 'Authentication failed' });
    const { user } = grant;
    if (provider === 'naver') {
      return json(res, 200, { resultcode: '00', message: 'success', response: { id: user.id, email: user.email, name: user.name, nickname: 'nick' } });
    }
    json(res, 200, {
      id: Number(user.id),
      connected_at: new Date().toISOString(),
      kakao_account: {
        profile: { nickname: user.name ?? '카카오사용자' },
        ...(user.email ? { email: user.email, is_email_valid: true, is_email_verified: true } : {}),
      },
    });
  }
}

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));
}
