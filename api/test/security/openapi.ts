import fc from 'fast-check';
import type { ZodType } from 'zod';
import { createBuyer, type Buyer } from '../commerce.ts';
import type { TestContext, TestResponse } from '../context.ts';

// The attack suites are generated from the app's own OpenAPI document, so a route added by any
// module (my page, admin, licenses…) is covered by them the day it is registered.

export type Access = 'public' | 'optional' | 'member' | 'admin';

type JsonSchema = Record<string, any>;

export interface Operation {
  method: string;
  /** Path as in the document, relative to /api, e.g. /orders/{orderId}/confirm. */
  path: string;
  access: Access;
  parameters: { name: string; in: 'query' | 'path' | 'header'; required: boolean; schema: JsonSchema }[];
  jsonBody: JsonSchema | undefined;
  multipart: boolean;
  /** The zod schema of the 200 JSON response, from the route registry. */
  okSchema: ZodType | undefined;
}

/** Operations whose call has effects the other rows of a suite must not feel. */
// Calls that end a caller's session (logout, withdrawal, password change, an admin suspending the
// sample id, which may be a caller's) go last.
export const STATEFUL_OPERATIONS = new Set(['POST /logout', 'POST /members/withdrawal', 'PUT /members/password', 'PUT /admin/user/{id}/block', 'PUT /admin/users/block']);

export async function loadOperations(ctx: TestContext): Promise<Operation[]> {
  const doc = (await ctx.request('/api/openapi.json')).body;
  const okSchemas = new Map<string, ZodType>();
  for (const def of (ctx.app as unknown as { openAPIRegistry: { definitions: any[] } }).openAPIRegistry.definitions) {
    if (def.type !== 'route') continue;
    const schema = def.route.responses?.[200]?.content?.['application/json']?.schema;
    if (schema && typeof schema.safeParse === 'function') okSchemas.set(`${def.route.method.toUpperCase()} ${def.route.path}`, schema);
  }
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const security: Record<string, string[]>[] | undefined = op.security;
      const requiresToken = !!security?.length && security.every((s) => Object.keys(s).length > 0);
      const admin = path.startsWith('/admin') || (op.tags ?? []).includes('admin');
      const access: Access = requiresToken ? (admin ? 'admin' : 'member') : security?.length ? 'optional' : 'public';
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        access,
        parameters: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema ?? {} })),
        jsonBody: content['application/json']?.schema,
        multipart: !!content['multipart/form-data'],
        okSchema: okSchemas.get(`${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`) ?? okSchemas.get(`${method.toUpperCase()} /api${path}`),
      });
    }
  }
  return ops;
}

export const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

export interface Callers {
  visitor: undefined;
  memberA: Buyer;
  memberB: Buyer;
  suspended: Buyer;
  admin: Buyer;
}

/** Fresh members (no password hashing: sessions are started directly). */
export async function createCallers(ctx: TestContext): Promise<Callers> {
  const [memberA, memberB, suspended, admin] = [
    await createBuyer(ctx, { points: 10_000 }),
    await createBuyer(ctx, { points: 10_000 }),
    await createBuyer(ctx),
    await createBuyer(ctx, { role: 'ADMIN' }),
  ];
  await ctx.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', suspended.id).execute();
  return { visitor: undefined, memberA, memberB, suspended, admin };
}

/** A plausible value for a parameter or body from its JSON schema (the first enum value, 1 for ids). */
export function sampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt) return sampleOf(alt.find((s: JsonSchema) => s.type !== 'null') ?? alt[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries<JsonSchema>(schema.properties ?? {})) out[k] = sampleOf(s, k);
      return out;
    }
    case 'string':
      if (/id$/i.test(name) && schema.pattern?.includes('0-9')) return '1';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return '1';
  }
}

/** Values from a JSON schema, valid most of the time, with hostile junk mixed in. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    fc.constantFrom('', ' ', '__proto__', 'constructor', '0', '-1', '1e309', 'NaN', "' or 1=1 --", '<script>alert(1)</script>', '%00', 'a\u0000b', '\u0001', 'ㄱ'.repeat(300), '9'.repeat(40)),
    fc.constantFrom(null, true, -1, 0, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER),
    fc.constantFrom({}, [], { __proto__: { role: 'ADMIN' } }, [null], { constructor: { prototype: {} } }),
    fc.string({ maxLength: 30 }),
  );
  if (!schema || depth > 4) return junk;
  const valid = validArbitrary(schema, depth);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: junk, weight: 1 });
}

function validArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return fc.oneof(...alt.map((s: JsonSchema) => arbitraryOf(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth + 1);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const arbs = types.map((type) => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'array':
        return fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 8) });
      case 'object': {
        const props = Object.entries<JsonSchema>(schema.properties ?? {});
        const required = new Set<string>(schema.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, s] of props) record[k] = arbitraryOf(s, depth + 1);
        const requiredKeys = props.map(([k]) => k).filter((k) => required.has(k));
        return fc.record(record, { requiredKeys });
      }
      case 'string':
      default: {
        const max = Math.min(schema.maxLength ?? 40, 200);
        const min = Math.min(schema.minLength ?? 0, max);
        return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), fc.integer({ min: 0, max: 10_000 }).map(String));
      }
    }
  });
  return arbs.length ? fc.oneof(...arbs) : fc.anything({ maxDepth: 2 });
}

export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
}

export function sampleRequest(op: Operation): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, header: {}, body: op.jsonBody ? sampleOf(op.jsonBody) : undefined };
  for (const p of op.parameters) if (p.required || p.in === 'path') parts[p.in][p.name] = sampleOf(p.schema, p.name);
  return parts;
}

export function requestArbitrary(op: Operation): fc.Arbitrary<RequestParts> {
  const pick = (where: 'path' | 'query' | 'header') => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    const requiredKeys: string[] = [];
    for (const p of op.parameters.filter((x) => x.in === where)) {
      record[p.name] = arbitraryOf(p.schema);
      if (p.required || where === 'path') requiredKeys.push(p.name);
    }
    return fc.record(record, { requiredKeys });
  };
  return fc.record({
    path: pick('path'),
    query: pick('query'),
    header: pick('header'),
    body: op.jsonBody ? arbitraryOf(op.jsonBody) : fc.constant(undefined),
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

/** Sends one generated request. Values that cannot be sent in a URL or header are encoded as text. */
export async function send(ctx: TestContext, op: Operation, parts: RequestParts, token?: string): Promise<TestResponse> {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(parts.path[name] ?? '1')));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(parts.query)) if (v !== undefined) query.append(k, text(v));
  if ([...query].length) path += `?${query}`;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}` };
  for (const [k, v] of Object.entries(parts.header)) {
    const value = text(v);
    // Fetch refuses control characters in header values before anything reaches the server.
    if (value !== undefined && /^[\x20-\x7e]*$/.test(value)) headers[k] = value;
  }
  return ctx.request(`/api${path}`, {
    method: op.method,
    headers,
    ...(token ? { token } : {}),
    ...(op.jsonBody && parts.body !== undefined ? { json: parts.body } : {}),
  });
}
