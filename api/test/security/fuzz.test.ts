import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../catalog.ts';
import { createTestContext, type TestContext } from '../context.ts';
import { createCallers, key, loadOperations, requestArbitrary, send, STATEFUL_OPERATIONS, type Callers, type Operation } from './openapi.ts';

// Schema-driven fuzz: for every route of the OpenAPI document, fast-check builds path, query,
// header and JSON body values from the route's own schemas (mostly valid, some hostile), sends
// them as a visitor, a member and an admin, and requires: no 5xx, a JSON error with a Korean
// message and request id for every refusal, and a 200 body that matches the route's response
// schema. FUZZ_RUNS (default 40 per route and caller) scales it; the seed is printed on failure.

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const HANGUL = /[\uAC00-\uD7A3]/;

let ctx: TestContext;
let ops: Operation[];
let callers: Callers;
let sent = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  ops = (await loadOperations(ctx)).filter((o) => !STATEFUL_OPERATIONS.has(key(o)));
  callers = await createCallers(ctx);
  await createTestItem(ctx);
});
afterAll(() => ctx.close());

describe('schema-driven fuzz of every OpenAPI route', () => {
  for (const who of ['visitor', 'memberA', 'admin'] as const) {
    it(`answers generated requests as ${who} without a 5xx or a response outside the schema`, async () => {
      for (const op of ops) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (parts) => {
            const res = await send(ctx, op, parts, callers[who]?.token);
            sent += 1;
            const where = `${key(op)} ${JSON.stringify(parts).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            const type = res.headers.get('content-type') ?? '';
            if (res.status >= 400 && type.includes('json')) {
              expect(typeof res.body.message, where).toBe('string');
              expect(res.body.message, where).toMatch(HANGUL);
              expect(res.body.requestId, where).toBeTruthy();
              expect(JSON.stringify(res.body), where).not.toMatch(/ at .*\.ts:\d+|select .* from|violates .* constraint/i);
            }
            if (res.status === 200 && op.okSchema && type.includes('json')) {
              const parsed = op.okSchema.safeParse(res.body);
              expect(parsed.success, `${where}\n${parsed.success ? '' : parsed.error.message.slice(0, 400)}`).toBe(true);
            }
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      }
    }, 60_000);
  }

  it('sent thousands of requests in total across the suite', () => {
    // 3 callers × routes × FUZZ_RUNS; with the default this is well over a thousand per run.
    expect(sent).toBeGreaterThanOrEqual(ops.length * RUNS * 3);
  });
});
