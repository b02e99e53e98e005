import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an S3-compatible bucket: PUT, GET and DELETE of objects, each request's
// AWS Signature V4 checked from first principles (independently of the signer under test), so
// the storage adapter is tested against the protocol and not against itself.

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The reason a request's signature is wrong, or undefined when it is right. */
function checkSignature(req: IncomingMessage, body: Buffer, creds: { accessKeyId: string; secretAccessKey: string; region: string }): string | undefined {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'malformed authorization';
  const [, keyId, day, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== creds.accessKeyId) return 'unknown access key';
  if (region !== creds.region) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'date mismatch';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'payload hash mismatch';
  const [path, query = ''] = (req.url ?? '/').split('?');
  const headers = signedHeaders!.split(';');
  if (!headers.includes('host') || !headers.includes('x-amz-date')) return 'host and date must be signed';
  const canonical = [
    req.method,
    path,
    query.split('&').filter(Boolean).sort().join('&'),
    headers.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature ? undefined : 'signature mismatch';
}

export async function startFakeS3(creds: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? '', path });
      const problem = checkSignature(req, body, creds);
      if (problem) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const prefix = `/${creds.bucket}/`;
      if (!path.startsWith(prefix)) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length }).end(found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
