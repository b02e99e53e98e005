import { createRoute, z } from '@hono/zod-openapi';
import { outboxEntrySchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { listOutbox } from './dev.repository.ts';

// Development helpers. app.ts does not mount this router at all in production, so these
// paths do not exist there (DESIGN.md §5).

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['dev'],
  summary: '개발용: 발송된 문자/이메일 (최신순)',
  request: { query: z.object({ to: z.string({ error: '받는 사람을 입력해 주세요.' }).trim().min(1, '받는 사람을 입력해 주세요.').max(254) }) },
  responses: { 200: jsonResponse(z.array(outboxEntrySchema), '발송 내역'), ...errorResponses(400) },
});

export const devRoutes = createRouter().openapi(outboxRoute, async (c) => {
  const { to } = c.req.valid('query');
  const rows = await listOutbox(c.get('deps').db, to);
  return c.json(
    rows.map((r) => ({ channel: r.channel, to: r.recipient, subject: r.subject, text: r.body, createdAt: r.created_at.toISOString() })),
    200,
  );
});
