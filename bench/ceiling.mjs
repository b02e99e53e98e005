// The ceiling: the smallest Hono app on @hono/node-server, answering one JSON object.
// Every API result is divided by this, so a run on a busy or slow machine still compares.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/json', (c) => c.json({ message: 'Hello, World!' }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
