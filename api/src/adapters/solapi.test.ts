import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { call, signupPayload } from '../../test/members.ts';
import { DeliveryError } from './messaging.ts';
import { createSolapiSms } from './solapi.ts';

const API_KEY = 'NCSTESTKEY';
const API_SECRET = 'test-secret-value';

interface Seen {
  path: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A fake of Solapi's /messages/v4/send that checks the HMAC signature like the real one. */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { statusCode: '2000', messageId: 'M1' } };

function signatureValid(header: string | undefined): boolean {
  const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
  if (!m || m[1] !== API_KEY) return false;
  const expected = createHmac('sha256', API_SECRET).update(m[2]! + m[3]!).digest('hex');
  return expected === m[4] && Math.abs(Date.parse(m[2]!) - Date.now()) < 15 * 60_000;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    seen.push({ path: req.url, authorization: req.headers.authorization, body });
    const ok = req.method === 'POST' && req.url === '/messages/v4/send' && signatureValid(req.headers.authorization);
    const answer = ok ? reply : { status: 401, body: { errorCode: 'SignatureDoesNotMatch', errorMessage: 'bad signature' } };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Solapi SMS adapter', () => {
  it('sends to, from and text with a valid HMAC-SHA256 signature', async () => {
    const sms = createSolapiSms({ apiKey: API_KEY, apiSecret: API_SECRET, sender: '0212345678', baseUrl });
    await sms.send({ to: '01012345678', text: '[오토웍스] 인증번호 [123456]' });
    const request = seen.at(-1)!;
    expect(request.path).toBe('/messages/v4/send');
    expect(signatureValid(request.authorization)).toBe(true);
    expect(request.authorization).not.toContain(API_SECRET);
    expect(request.body).toEqual({ message: { to: '01012345678', from: '0212345678', text: '[오토웍스] 인증번호 [123456]' } });
  });

  it('uses a fresh salt for every request', async () => {
    const sms = createSolapiSms({ apiKey: API_KEY, apiSecret: API_SECRET, sender: '0212345678', baseUrl });
    await sms.send({ to: '01012345678', text: 'a' });
    await sms.send({ to: '01012345678', text: 'b' });
    const salts = seen.slice(-2).map((s) => /salt=([^,]+)/.exec(s.authorization ?? '')?.[1]);
    expect(salts[0]).not.toBe(salts[1]);
  });

  it('reports a refused signature as a DeliveryError', async () => {
    const sms = createSolapiSms({ apiKey: API_KEY, apiSecret: 'wrong-secret', sender: '0212345678', baseUrl });
    await expect(sms.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(DeliveryError);
  });

  it('reports a rejected message (non-2xxx status code) as a DeliveryError', async () => {
    reply = { status: 200, body: { statusCode: '3059', statusMessage: '변작된 발신번호' } };
    const sms = createSolapiSms({ apiKey: API_KEY, apiSecret: API_SECRET, sender: '0212345678', baseUrl });
    await expect(sms.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(DeliveryError);
    reply = { status: 200, body: { statusCode: '2000' } };
  });

  it('reports an unreachable API as a DeliveryError', async () => {
    const sms = createSolapiSms({ apiKey: API_KEY, apiSecret: API_SECRET, sender: '0212345678', baseUrl: 'http://127.0.0.1:1' });
    await expect(sms.send({ to: '01012345678', text: 'x' })).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe('Solapi configured for the whole app', () => {
  it('delivers the sign-up code through Solapi, and the code signs the member up', async () => {
    const ctx = await createTestContext({ sms: { kind: 'solapi', apiKey: API_KEY, apiSecret: API_SECRET, sender: '0212345678', baseUrl } });
    try {
      expect(ctx.adapters.sms.kind).toBe('solapi');
      const payload = signupPayload();
      expect((await call(ctx, '/api/members/phone/certification/no-user', { phoneNumber: payload.phoneNumber })).status).toBe(200);
      const sent = seen.at(-1)!.body as { message: { to: string; text: string } };
      expect(sent.message.to).toBe(payload.phoneNumber);
      const code = /\d{6}/.exec(sent.message.text)![0];
      expect((await call(ctx, '/api/signup', { ...payload, authNumber: code })).status).toBe(201);
      // Nothing went to the dev outbox.
      expect(await ctx.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    } finally {
      await ctx.close();
    }
  });
});
