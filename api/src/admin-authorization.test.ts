import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, send, type Buyer } from '../test/commerce.ts';
import { createTestContext, type TestContext } from '../test/context.ts';

// The authorization matrix of issue 7: EVERY admin call, with no token (401), a member's token
// (403), the old token of an admin who has since been suspended (401/403), and an admin's token
// (anything but 401/403: the call may still refuse its input, e.g. a 404 for a missing id).
//
// To add a call: append one line to ADMIN_CALLS. The completeness check below fails when an
// operation tagged 'admin' (or under /admin) in the OpenAPI document is missing from the list.
// Ids in paths are unlikely to exist (987654), so the admin's calls change nothing.

interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Concrete path, as sent. */
  path: string;
  /** The OpenAPI template the path instantiates (defaults to `path` without its query). */
  template?: string;
  body?: unknown;
  /** Sent as `application/x-www-form-urlencoded` instead of JSON (SECRET: the subscription secret token). */
  form?: Record<string, string>;
}

// Stands for the configured subscription secret, so the admin's key creation passes that check too.
const SECRET = '<subscription-secret>';

const ADMIN_CALLS: AdminCall[] = [
  // orders (admin-orders)
  { method: 'GET', path: '/api/admin/orders/new' },
  { method: 'PUT', path: '/api/admin/orders/new/seen', body: { seenAt: '2026-01-01T00:00:00Z' } },
  { method: 'GET', path: '/api/admin/orders?status=WAITING&page=1&size=20' },
  { method: 'GET', path: '/api/admin/orders/987654', template: '/api/admin/orders/{orderId}' },
  { method: 'PUT', path: '/api/admin/orders/987654/deposit', template: '/api/admin/orders/{orderId}/deposit' },
  { method: 'POST', path: '/api/admin/orders/987654/cancel', template: '/api/admin/orders/{orderId}/cancel', body: { reason: '권한 점검' } },
  // users (admin-users)
  { method: 'GET', path: '/api/admin/users?sort=joinDate&direction=desc' },
  { method: 'PUT', path: '/api/admin/user/987654/block', template: '/api/admin/user/{id}/block' },
  { method: 'PUT', path: '/api/admin/users/block', body: { memberIds: [987654] } },
  { method: 'PUT', path: '/api/admin/user/987654/unblock', template: '/api/admin/user/{id}/unblock' },
  // custom requests (admin-custom-requests)
  { method: 'GET', path: '/api/admin/custom-requests?page=1' },
  { method: 'GET', path: '/api/admin/custom-requests/987654', template: '/api/admin/custom-requests/{id}' },
  { method: 'PUT', path: '/api/admin/custom-requests/987654/status', template: '/api/admin/custom-requests/{id}/status', body: { fromStatus: 'WAITING', status: 'ACCEPTED', note: '' } },
  // one member and their points (admin-users)
  { method: 'GET', path: '/api/admin/users/987654', template: '/api/admin/users/{id}' },
  { method: 'POST', path: '/api/admin/users/987654/points', template: '/api/admin/users/{id}/points', body: { delta: 100, reason: '보상', expectedBalance: 0 } },
  // reviews (admin-reviews)
  { method: 'GET', path: '/api/admin/reviews?page=1' },
  { method: 'PUT', path: '/api/admin/reviews/987654/visibility', template: '/api/admin/reviews/{id}/visibility', body: { hidden: true, reason: '광고성 리뷰' } },
  // dashboard (admin-dashboard)
  { method: 'GET', path: '/api/admin/dashboard' },
  // product Q&A (admin-qna)
  { method: 'GET', path: '/api/admin/qna?page=1' },
  { method: 'GET', path: '/api/admin/qna/987654', template: '/api/admin/qna/{id}' },
  { method: 'PUT', path: '/api/admin/qna/987654/answer', template: '/api/admin/qna/{id}/answer', body: { answer: '답변입니다', seenUpdatedAt: '2026-11-26T00:00:00.000Z' } },
  { method: 'DELETE', path: '/api/admin/qna/987654', template: '/api/admin/qna/{id}' },
  // audit log
  { method: 'GET', path: '/api/admin/audit-log?page=1' },
  // products, uploads, coupons, settings, main page (admin-items, admin-coupons, site-settings)
  { method: 'GET', path: '/api/admin/items?page=1' },
  { method: 'GET', path: '/api/admin/item?itemId=987654' },
  { method: 'POST', path: '/api/admin/item/create', body: {} },
  { method: 'PUT', path: '/api/admin/item/update?itemId=987654', body: {} },
  { method: 'POST', path: '/api/upload-thumbnail-or-detail-file', form: { fileType: 'thumbnail' } },
  { method: 'GET', path: '/api/admin/coupons' },
  { method: 'POST', path: '/api/admin/coupons/create', body: {} },
  { method: 'PUT', path: '/api/admin/coupons/987654/active', template: '/api/admin/coupons/{couponId}/active', body: { isActive: false } },
  { method: 'POST', path: '/api/admin/coupons/987654/issue', template: '/api/admin/coupons/{couponId}/issue', body: { memberIds: [987654] } },
  { method: 'GET', path: '/api/admin/settings' },
  { method: 'PUT', path: '/api/admin/settings', body: {} },
  { method: 'GET', path: '/api/admin/main-page' },
  { method: 'PUT', path: '/api/admin/main-page', body: {} },
  // subscriptions (admin-subscriptions): the key creation also needs the secret token
  { method: 'GET', path: '/api/subscription/list/temp?filter=all' },
  { method: 'POST', path: '/api/subscription/create-hash-key/temp', form: { id: '987654', days: '30', secret_token: SECRET, buyerName: '점검' } },
  { method: 'DELETE', path: '/api/subscription/hash-key-mac-delete/temp?id=987654&hashKey=AWK3-0000&macAddress=00:11:22:33:44:55' },
  { method: 'POST', path: '/api/admin/subscriptions/987654/revoke', template: '/api/admin/subscriptions/{id}/revoke', body: {} },
  // ↓ other admin slices: add here.
];

let ctx: TestContext;
let admin: Buyer;
let member: Buyer;
let suspendedAdminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  member = await createBuyer(ctx);
  // An admin who logged in, then was suspended (directly: the API refuses to suspend admins).
  const fallen = await createBuyer(ctx, { role: 'ADMIN' });
  suspendedAdminToken = fallen.token;
  await ctx.db.updateTable('members').set({ status: 'BLOCKED', blocked_at: new Date() }).where('id', '=', fallen.id).execute();
});
afterAll(() => ctx.close());

function request(call: AdminCall, token: string | undefined) {
  if (call.form) {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (token) headers.authorization = `Bearer ${token}`;
    const form = Object.fromEntries(Object.entries(call.form).map(([k, v]) => [k, v === SECRET ? ctx.config.subscriptionSecretToken : v]));
    return ctx.request(call.path, { method: call.method, headers, body: new URLSearchParams(form).toString() });
  }
  return send(ctx, call.method, call.path, token, call.body);
}

const label = (c: AdminCall) => `${c.method} ${c.path}`;

describe('admin authorization matrix', () => {
  it.each(ADMIN_CALLS.map((c) => [label(c), c] as const))('%s', async (_, call) => {
    const anonymous = await request(call, undefined);
    expect(anonymous.status, 'no token').toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));

    const asMember = await request(call, member.token);
    expect(asMember.status, 'member token').toBe(403);

    const asSuspended = await request(call, suspendedAdminToken);
    expect([401, 403], 'suspended admin').toContain(asSuspended.status);

    const asAdmin = await request(call, admin.token);
    expect([401, 403], 'admin token').not.toContain(asAdmin.status);
    expect(asAdmin.status, 'admin token never 5xx').toBeLessThan(500);
  });

  it('lists every admin operation of the API', async () => {
    const doc = (await ctx.request('/api/openapi.json')).body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const listed = new Set(ADMIN_CALLS.map((c) => `${c.method} ${c.template ?? c.path.split('?')[0]}`));
    const missing: string[] = [];
    let found = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const isAdmin = op.tags?.includes('admin') || path.startsWith('/admin');
        const key = `${method.toUpperCase()} /api${path}`;
        if (isAdmin) found += 1;
        if (isAdmin && !listed.has(key)) missing.push(key);
      }
    }
    expect(missing, 'admin calls missing from ADMIN_CALLS').toEqual([]);
    expect(found).toBeGreaterThanOrEqual(ADMIN_CALLS.length);
  });
});
