import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../catalog.ts';
import { createTestContext, type TestContext } from '../context.ts';
import { createCallers, key, loadOperations, sampleRequest, send, STATEFUL_OPERATIONS, type Callers, type Operation } from './openapi.ts';

// Every route of the OpenAPI document × visitor / member A / member B / suspended / admin,
// with a plausible request: no route answers 5xx, routes that need a token refuse visitors
// (401) and suspended members (401/403), admin routes refuse members (403). Routes added by
// other modules join this matrix by being registered.

let ctx: TestContext;
let ops: Operation[];
let callers: Callers;

beforeAll(async () => {
  ctx = await createTestContext();
  ops = await loadOperations(ctx);
  callers = await createCallers(ctx);
  await createTestItem(ctx);
});
afterAll(() => ctx.close());

type Role = keyof Callers;
const ROLES: Role[] = ['visitor', 'memberA', 'memberB', 'suspended', 'admin'];

describe('authorization matrix over every OpenAPI route', () => {
  it('knows the routes and their access levels', () => {
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.find((o) => key(o) === 'GET /items')?.access).toBe('public');
    expect(ops.find((o) => key(o) === 'GET /auth/check')?.access).toBe('member');
    expect(ops.filter((o) => o.access === 'admin').length).toBeGreaterThan(0);
  });

  it('answers every route for every caller without a 5xx, refusing callers without the right', async () => {
    const failures: string[] = [];
    // Stateful routes (logout) last, so their effect does not change the other rows.
    const ordered = [...ops.filter((o) => !STATEFUL_OPERATIONS.has(key(o))), ...ops.filter((o) => STATEFUL_OPERATIONS.has(key(o)))];
    for (const op of ordered) {
      // A stateful call may have ended the callers' sessions (or suspended one): fresh callers.
      if (STATEFUL_OPERATIONS.has(key(op))) callers = await createCallers(ctx);
      const parts = sampleRequest(op);
      for (const role of ROLES) {
        const caller = callers[role];
        const res = await send(ctx, op, parts, caller?.token);
        const where = `${key(op)} as ${role}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`;
        if (res.status >= 500) failures.push(`5xx ${where}`);
        if (op.access === 'member' || op.access === 'admin') {
          if (role === 'visitor' && res.status !== 401) failures.push(`visitor not refused: ${where}`);
          if (role === 'suspended' && ![401, 403].includes(res.status)) failures.push(`suspended not refused: ${where}`);
        }
        if (op.access === 'admin' && (role === 'memberA' || role === 'memberB') && res.status !== 403) failures.push(`member not refused: ${where}`);
        if (res.status >= 200 && res.status < 300 && typeof res.body === 'object' && res.body !== null) {
          const json = JSON.stringify(res.body);
          if (/password_hash|passwordHash|\$argon2/.test(json)) failures.push(`secret in response: ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('never lets member B read or change member A through a foreign id in the path or query', async () => {
    // Generic form of the ownership rule: any route taking a memberId must refuse B for A's id.
    callers = await createCallers(ctx); // the matrix logged its callers out
    const withMemberId = ops.filter((o) => o.parameters.some((p) => p.name === 'memberId'));
    expect(withMemberId.length).toBeGreaterThan(0);
    for (const op of withMemberId) {
      const parts = sampleRequest(op);
      for (const p of op.parameters) if (p.name === 'memberId') parts[p.in][p.name] = String(callers.memberA.id);
      const res = await send(ctx, op, parts, callers.memberB.token);
      expect([400, 403, 404], `${key(op)}: ${res.status}`).toContain(res.status);
    }
  });
});
