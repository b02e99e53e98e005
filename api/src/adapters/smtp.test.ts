import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { call, createTestMember } from '../../test/members.ts';
import { DeliveryError } from './messaging.ts';
import { createSmtpEmail } from './smtp.ts';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A local SMTP server that accepts user/secret and keeps every message it receives. */
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('invalid credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The decoded text body of a single-part message (nodemailer picks base64 or quoted-printable). */
function textBody(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('SMTP e-mail adapter', () => {
  it('delivers the subject and Korean text from MAIL_FROM after authenticating', async () => {
    const email = createSmtpEmail({ url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: '오토웍스 <no-reply@autoworks.kr>' });
    await email.send({ to: 'member@example.com', subject: '[오토웍스] 이메일 인증번호 안내', text: '오토웍스 인증번호는 123456 입니다.' });
    const message = received.at(-1)!;
    expect(message.user).toBe('mailer');
    expect(message.from).toBe('no-reply@autoworks.kr');
    expect(message.to).toEqual(['member@example.com']);
    expect(message.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(textBody(message.raw)).toContain('오토웍스 인증번호는 123456 입니다.');
  });

  it('reports a refused login as a DeliveryError', async () => {
    const email = createSmtpEmail({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from: 'no-reply@autoworks.kr' });
    await expect(email.send({ to: 'member@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(DeliveryError);
  });

  it('reports an unreachable server as a DeliveryError', async () => {
    const email = createSmtpEmail({ url: 'smtp://127.0.0.1:1', from: 'no-reply@autoworks.kr' });
    await expect(email.send({ to: 'member@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe('SMTP configured for the whole app', () => {
  it('e-mails the find-id code through SMTP, and the code finds the login id', async () => {
    const ctx = await createTestContext({ email: { kind: 'smtp', url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: 'no-reply@autoworks.kr' } });
    try {
      expect(ctx.adapters.email.kind).toBe('smtp');
      const member = await createTestMember(ctx, { email: 'Finder@Example.com' });
      const res = await call(ctx, '/api/members/email/certification/duplicate', { name: member.name, email: 'finder@example.com' });
      expect(res.status).toBe(200);
      const message = received.at(-1)!;
      expect(message.to).toEqual(['finder@example.com']);
      const code = /\d{6}/.exec(textBody(message.raw))![0];
      const found = await call(ctx, '/api/find-id/email', { name: member.name, email: 'finder@example.com', authNumber: code });
      expect(found.status).toBe(200);
      expect(found.body.data.memberId).toBe(member.loginId);
    } finally {
      await ctx.close();
    }
  });
});
