import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@store/shared';
import { sql } from 'kysely';
import { createRouter } from '../../lib/router.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: '서버와 데이터베이스 상태',
  responses: { 200: { description: 'ok', content: { 'application/json': { schema: healthSchema } } } },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const { db, dbKind } = c.get('deps');
  // A real round trip, so a load balancer sees a broken database as an unhealthy process.
  await sql`select 1`.execute(db);
  return c.json({ status: 'ok' as const, database: dbKind }, 200);
});
