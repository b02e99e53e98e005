import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context.ts';
import { randomIp } from '../members.ts';
import { PDF_BYTES, PNG_BYTES, upload } from '../uploads.ts';

// Upload abuse beyond the files module's own tests: hostile names, disguised HTML/SVG/scripts,
// lying content types, malformed multipart, and what a stored file is served as.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const text = (s: string) => new TextEncoder().encode(s);

describe('upload abuse', () => {
  it('stores a file named with path traversal under a generated key, never the given name', async () => {
    for (const name of ['../../../etc/passwd.png', '..\\..\\windows\\win.ini.png', '/abs/path.png', 'a\u0000b.png', '%2e%2e%2fx.png']) {
      const res = await upload(ctx, [{ name, bytes: PNG_BYTES, type: 'image/png' }]);
      expect(res.status, name).toBeLessThan(500);
      if (res.status !== 200) continue;
      const row = await ctx.db.selectFrom('stored_files').selectAll().where('id', '=', res.body.d).executeTakeFirstOrThrow();
      expect(row.storage_key).toMatch(/^custom-request\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{24}$/);
      expect(row.storage_key).not.toContain('..');
    }
  });

  it('refuses HTML, SVG with script, and scripts disguised by name or content type', async () => {
    const cases = [
      { name: 'report.pdf', bytes: text('<html><script>alert(1)</script></html>'), type: 'application/pdf' },
      { name: 'logo.png', bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/png' },
      { name: 'image.svg', bytes: text('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
      { name: 'run.png.exe', bytes: PNG_BYTES, type: 'image/png' },
      { name: 'page.html', bytes: text('<!doctype html><p>x</p>'), type: 'text/html' },
      { name: 'macro.js', bytes: text('require("child_process").exec("calc")'), type: 'image/png' },
      // A PDF header followed by HTML: a polyglot must still be stored only as an attachment.
    ];
    for (const file of cases) {
      const res = await upload(ctx, [file]);
      expect([400, 415], `${file.name}: ${res.status}`).toContain(res.status);
      expect(res.body.message).toMatch(/[\uAC00-\uD7A3]/);
    }
  });

  it('serves an accepted file as an attachment with nosniff, so a polyglot cannot run as a page', async () => {
    const polyglot = new Uint8Array([...PDF_BYTES, ...text('<html><script>alert(1)</script></html>')]);
    const res = await upload(ctx, [{ name: 'poly.pdf', bytes: polyglot, type: 'text/html' }]);
    expect(res.status).toBe(200);
    const row = await ctx.db.selectFrom('stored_files').selectAll().where('id', '=', res.body.d).executeTakeFirstOrThrow();
    // The type comes from the bytes, not from the client's Content-Type.
    expect(row.content_type).toBe('application/pdf');
  });

  it('answers malformed or non-multipart bodies with a 4xx, never a 5xx', async () => {
    const bodies: [string, string][] = [
      ['application/json', JSON.stringify({ file: 'x' })],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
      ['multipart/form-data; boundary=x', 'garbage without any boundary'],
      ['text/plain', 'hello'],
    ];
    for (const [type, body] of bodies) {
      const res = await ctx.app.request('/api/upload-file', { method: 'POST', body, headers: { 'content-type': type, 'x-forwarded-for': randomIp() } });
      expect(res.status, `${type}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${type}`).toBeLessThan(500);
    }
  });

  it('refuses a declared size over the limit before reading, whatever the part count', async () => {
    const res = await ctx.app.request('/api/upload-file', {
      method: 'POST',
      body: PNG_BYTES,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(60 * 1024 * 1024), 'x-forwarded-for': randomIp() },
    });
    expect(res.status).toBe(413);
  });
});
