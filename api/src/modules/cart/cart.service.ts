import { COMMERCE_MESSAGES, discountRateOf, MAX_ORDER_QUANTITY, subscriptionTotal, type CartItem, type CartLineUpdate, type SubscriptionPeriod } from '@store/shared';
import { sessionExpired } from '../auth/refusals.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { itemIsOnSale } from '../catalog/catalog.repository.ts';
import { itemImagePath } from '../catalog/catalog.service.ts';
import { holdActiveMember } from '../members/members.repository.ts';
import * as repo from './cart.repository.ts';

// The cart. Lines are keyed by (member, item, period); prices are never stored in the cart but
// read from the catalog each time, so the cart always shows what an order would charge.

export async function addToCart(deps: AppDeps, memberId: number, input: { itemId: number; count: number; subscriptionPeriod: number }): Promise<'added' | 'already'> {
  if (!(await itemIsOnSale(deps.db, input.itemId))) throw badRequest(COMMERCE_MESSAGES.itemNotForSale);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    // One add of this member's at a time: the cap is checked and kept in one step.
    await repo.lockMemberCart(tx, memberId);
    // A withdrawal that erased the cart after this request's login check waits for this add, or
    // this sees the member gone: a cart line never outlives its member.
    if (!(await holdActiveMember(tx, memberId, 'keyShare'))) throw sessionExpired();
    // A line already in the cart is "already" (201) even in a full cart, not "cart full".
    if (await repo.hasCartLine(tx, memberId, input.itemId, input.subscriptionPeriod)) return 'already';
    // A bounded cart: one member cannot grow the table without limit.
    if ((await repo.countCartLines(tx, memberId)) >= repo.MAX_CART_LINES) throw badRequest(COMMERCE_MESSAGES.cartFull);
    const added = await repo.addCartLine(tx, { memberId, itemId: input.itemId, period: input.subscriptionPeriod, count: input.count, now });
    return added ? 'added' : 'already';
  });
}

/**
 * Changes a line's quantity and months. Moved onto months the cart already holds for this
 * product, the line joins that one (the quantities add up), as adding it again would have: the
 * cart keeps one line per product and months. In one transaction under the member's cart lock,
 * so two quick changes of one line cannot both read it as it was.
 */
export async function updateCartLine(deps: AppDeps, memberId: number, itemId: number, input: CartLineUpdate): Promise<'updated' | 'merged'> {
  return inTransaction(deps.db, async (tx) => {
    await repo.lockMemberCart(tx, memberId);
    const line = await repo.findLine(tx, memberId, itemId, input.subscriptionPeriod);
    // Deleted in another tab, ordered, or its product taken off sale: the cart on screen is old.
    if (!line) throw notFound(COMMERCE_MESSAGES.cartLineGone);
    // The line's own months (a quantity change) has no other line to join.
    const other = input.newSubscriptionPeriod === input.subscriptionPeriod ? undefined : await repo.findLine(tx, memberId, itemId, input.newSubscriptionPeriod);
    if (!other) {
      await repo.setLine(tx, line.id, { period: input.newSubscriptionPeriod, count: input.count });
      return 'updated';
    }
    const count = other.count + input.count;
    if (count > MAX_ORDER_QUANTITY) throw badRequest(COMMERCE_MESSAGES.cartMergeTooMany(MAX_ORDER_QUANTITY));
    await repo.setLine(tx, other.id, { period: input.newSubscriptionPeriod, count });
    await repo.deleteLine(tx, line.id);
    return 'merged';
  });
}

export async function cartOf(deps: AppDeps, memberId: number): Promise<{ items: CartItem[]; offSaleCount: number }> {
  const [rows, offSaleCount] = await Promise.all([repo.listCart(deps.db, memberId), repo.countOffSaleLines(deps.db, memberId)]);
  const items = rows.map((r) => ({
    itemId: r.item_id,
    itemName: r.item_name,
    count: r.count,
    subscriptionPeriod: r.subscription_period,
    salePrice: r.sale_price,
    discountRate: discountRateOf(r.cost_price, r.sale_price),
    itemImagePath: itemImagePath(r.thumb_file_name),
    totalPrice: subscriptionTotal(r.sale_price, r.count, r.subscription_period as SubscriptionPeriod),
  }));
  return { items, offSaleCount };
}
