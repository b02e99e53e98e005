// The ceiling: the smallest Hono app on @hono/node-server, answering one JSON object.
// Every API result is divided by this, so a run on a busy or slow machine still compares.
//
// With PAYLOAD_FILE (JSON: { body, headers }) it also answers GET /payload with exactly those
// bytes and headers: the same app sending what the store sends, which separates the cost of
// the bytes on the wire from the cost of the store's own work.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/json', (c) => c.json({ message: 'Hello, World!' }));
if (process.env.PAYLOAD_FILE) {
  const { body, headers } = JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8'));
  app.get('/payload', () => new Response(body, { status: 200, headers: { ...headers } }));
}
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
