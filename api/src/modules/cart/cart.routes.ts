import { createRoute, z } from '@hono/zod-openapi';
import { COMMERCE_MESSAGES, addCartQuerySchema, addCartResponseSchema, cartLineUpdateResponseSchema, cartLineUpdateSchema, cartResponseSchema, idParamSchema, subscriptionPeriodSchema } from '@store/shared';
import type { AuthInfo } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { authOf, requireAuth } from '../auth/auth.middleware.ts';
import { addToCart, cartOf, updateCartLine } from './cart.service.ts';
import { deleteCartItem } from './cart.repository.ts';

// The cart calls of store.md §7, with the spec's GET paths and statusCode answers.

const security = [{ bearerAuth: [] }];

/** Identity comes from the token: a memberId in the path or query must be the caller's own. */
function ownMember(auth: AuthInfo, memberId: number): number {
  if (memberId !== auth.memberId) throw forbidden();
  return auth.memberId;
}

const addRoute = createRoute({
  method: 'get',
  path: '/addwishlist',
  tags: ['cart'],
  summary: '장바구니 담기 (statusCode 200 담김, 201 이미 담김)',
  security,
  middleware: [requireAuth] as const,
  request: { query: addCartQuerySchema },
  responses: { 200: jsonResponse(addCartResponseSchema, '담김 또는 이미 담김 (statusCode로 구분)'), ...errorResponses(400, 401, 403) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/wishlist/{memberId}',
  tags: ['cart'],
  summary: '장바구니 목록 (판매 중인 상품, 현재 가격)',
  security,
  middleware: [requireAuth] as const,
  request: { params: z.object({ memberId: idParamSchema }) },
  responses: { 200: jsonResponse(cartResponseSchema, '장바구니'), ...errorResponses(400, 401, 403) },
});

const deleteRoute = createRoute({
  method: 'get',
  path: '/wishlist/delete-one/{itemId}',
  tags: ['cart'],
  summary: '장바구니에서 상품 삭제 (subscriptionPeriod가 없으면 모든 기간)',
  security,
  middleware: [requireAuth] as const,
  request: {
    params: z.object({ itemId: idParamSchema }),
    query: z.object({ memberId: idParamSchema, subscriptionPeriod: subscriptionPeriodSchema.optional() }),
  },
  responses: { 200: jsonResponse(z.object({ statusCode: z.literal(200) }), '삭제됨 (없던 상품도 200)'), ...errorResponses(400, 401, 403) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/wishlist/update-one/{itemId}',
  tags: ['cart'],
  summary: '장바구니 상품의 수량·구독 기간 변경 (같은 기간이 이미 있으면 합침)',
  security,
  middleware: [requireAuth] as const,
  request: { params: z.object({ itemId: idParamSchema }), ...jsonBody(cartLineUpdateSchema) },
  responses: { 200: jsonResponse(cartLineUpdateResponseSchema, '변경된 장바구니'), ...errorResponses(400, 401, 403, 404) },
});

export const cartRoutes = createRouter()
  .openapi(addRoute, async (c) => {
    const query = c.req.valid('query');
    const memberId = ownMember(authOf(c), query.memberId);
    const outcome = await addToCart(c.get('deps'), memberId, query);
    // The spec's client reads statusCode from the body: 201 means "already in the cart".
    return outcome === 'added'
      ? c.json({ statusCode: 200 as const, message: COMMERCE_MESSAGES.cartAdded }, 200)
      : c.json({ statusCode: 201 as const, message: COMMERCE_MESSAGES.cartDuplicate }, 200);
  })
  .openapi(listRoute, async (c) => {
    const memberId = ownMember(authOf(c), c.req.valid('param').memberId);
    const { items, offSaleCount } = await cartOf(c.get('deps'), memberId);
    return c.json({ statusCode: 200 as const, data: items, offSaleCount }, 200);
  })
  .openapi(updateRoute, async (c) => {
    // Identity from the token alone: the line is looked up among the caller's own.
    const memberId = authOf(c).memberId;
    const outcome = await updateCartLine(c.get('deps'), memberId, c.req.valid('param').itemId, c.req.valid('json'));
    const { items, offSaleCount } = await cartOf(c.get('deps'), memberId);
    return c.json({ statusCode: 200 as const, data: items, offSaleCount, message: outcome === 'merged' ? COMMERCE_MESSAGES.cartMerged : COMMERCE_MESSAGES.cartUpdated }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { memberId: requested, subscriptionPeriod } = c.req.valid('query');
    const memberId = ownMember(authOf(c), requested);
    await deleteCartItem(c.get('deps').db, memberId, c.req.valid('param').itemId, subscriptionPeriod);
    return c.json({ statusCode: 200 as const }, 200);
  });
