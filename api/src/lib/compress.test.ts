import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, compressLargeBodies } from './compress.ts';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `자동화 프로그램 ${i}` })) };

function app() {
  const a = new Hono();
  a.use('*', compressLargeBodies());
  a.get('/small', (c) => {
    c.header('set-cookie', 'a=1');
    return c.json({ message: '로그인되었습니다.' }, 201);
  });
  a.get('/big', (c) => c.json(big));
  a.get('/page', (c) => c.html(`<p>${'가나다라마바사 '.repeat(300)}</p>`));
  a.get('/none', (c) => c.body(null, 304));
  return a;
}
const get = (path: string, encoding = 'gzip, deflate, br') => app().request(path, { headers: { 'accept-encoding': encoding } });

describe('compressLargeBodies', () => {
  it('sends a small JSON answer as it is, with its length, status and other headers', async () => {
    const res = await get('/small');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: '로그인되었습니다.' });
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(Number(res.headers.get('content-length'))).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers.get('set-cookie')).toBe('a=1');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('compresses a JSON answer over the threshold for a client that accepts gzip', async () => {
    const res = await get('/big');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('sends the large answer plainly to a client that does not accept compression', async () => {
    const res = await get('/big', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('still compresses other text, such as a server-rendered page', async () => {
    const res = await get('/page');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toContain('가나다라마바사');
  });

  it('leaves a body-less answer alone', async () => {
    const res = await get('/none');
    expect(res.status).toBe(304);
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
