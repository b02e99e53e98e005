import { inflateRawSync } from 'node:zlib';
import type { TestContext } from './context.ts';
import { randomIp } from './members.ts';

// Helpers for upload tests: multipart requests with cookies, sample files, reading a .docx.

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

export interface Caller {
  token?: string;
  cookie?: string;
}

export interface UploadResponse {
  status: number;
  body: any;
  setCookie: string | null;
}

/** POST /api/upload-file with the given `file` parts as the caller (token and/or cookie). */
export async function upload(ctx: TestContext, files: { name: string; bytes: Uint8Array; type?: string }[], caller: Caller = {}): Promise<UploadResponse> {
  const form = new FormData();
  for (const f of files) form.append('file', new File([f.bytes], f.name, { type: f.type ?? 'application/octet-stream' }));
  const headers = new Headers({ 'x-forwarded-for': randomIp() });
  if (caller.token) headers.set('authorization', `Bearer ${caller.token}`);
  if (caller.cookie) headers.set('cookie', caller.cookie);
  const res = await ctx.app.request('/api/upload-file', { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json(), setCookie: res.headers.get('set-cookie') };
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookieOf(setCookie: string | null): string {
  if (!setCookie) throw new Error('no Set-Cookie');
  return setCookie.split(';')[0]!;
}

/** A JSON request with the caller's token and cookie. */
export function callAs(ctx: TestContext, path: string, caller: Caller, init: { method?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (caller.cookie) headers.cookie = caller.cookie;
  return ctx.request(path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(caller.token ? { token: caller.token } : {}),
  });
}

/** The uncompressed bytes of one entry of a ZIP archive (enough to read a .docx in tests). */
export function readZipEntry(zip: Uint8Array, name: string): Buffer | undefined {
  const buf = Buffer.from(zip);
  let offset = 0;
  while (offset + 30 <= buf.length && buf.readUInt32LE(offset) === 0x04034b50) {
    const method = buf.readUInt16LE(offset + 8);
    const compressed = buf.readUInt32LE(offset + 18);
    const nameLength = buf.readUInt16LE(offset + 26);
    const extraLength = buf.readUInt16LE(offset + 28);
    const entryName = buf.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    const data = buf.subarray(start, start + compressed);
    if (entryName === name) return method === 8 ? inflateRawSync(data) : data;
    offset = start + compressed;
  }
  return undefined;
}
