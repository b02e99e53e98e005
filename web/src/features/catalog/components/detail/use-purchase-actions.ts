import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../../components/index.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { isUnauthorized, useLoginPrompt } from '../../../../lib/login-prompt.ts';
import { addToCart } from '../../api/add-to-cart.ts';
import { createOrder } from '../../api/create-order.ts';
import { memberIdQueryOptions } from '../../../../lib/member-id.ts';
import { PURCHASE_MESSAGES as M } from '../../messages.ts';
import type { PurchaseOptions } from '../../state/purchase-options.ts';
import { rememberCheckoutReturn } from '../../../../lib/checkout-return.ts';

type Busy = 'cart' | 'order' | null;

// A 404 means the commerce API is not deployed yet: say so instead of "failed".
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * 장바구니 and 바로 구매 of the product page (store.md §7, §8). Both need a member: a visitor
 * gets the login-required prompt, and so does anyone whose session turns out to have expired.
 */
export function usePurchaseActions(itemId: number) {
  const { promptLogin, needsLogin } = useLoginPrompt();
  const { alert, confirm } = useDialogs();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (kind: Exclude<Busy, null>, failure: string, action: (memberId: number, done: () => void) => Promise<void>) => {
    if (needsLogin) return promptLogin();
    setBusy(kind);
    // The button stops spinning once the store has answered, not while a dialog about the answer is open.
    const done = () => setBusy(null);
    try {
      let memberId: number;
      try {
        memberId = await queryClient.fetchQuery(memberIdQueryOptions);
      } catch (error) {
        done();
        if (isUnauthorized(error)) return await promptLogin();
        return await alert(isMissing(error) ? M.notReady : M.memberIdFailed);
      }
      await action(memberId, done);
    } catch (error) {
      done();
      if (isUnauthorized(error)) return await promptLogin();
      await alert(isMissing(error) ? M.notReady : failure);
    } finally {
      done();
    }
  };

  const addItemToCart = ({ months, quantity }: PurchaseOptions) =>
    run('cart', M.cartFailed, async (memberId, done) => {
      const status = await addToCart({ memberId, itemId, count: quantity, subscriptionPeriod: months });
      done();
      if (status === 200) {
        if (await confirm(M.addedToCart, { confirmLabel: '장바구니 보기', cancelLabel: '계속 쇼핑하기' })) navigate('/cart');
      } else {
        await alert(status === 201 ? M.alreadyInCart : M.cartFailed);
      }
    });

  const buyNow = ({ months, quantity }: PurchaseOptions) =>
    run('order', M.orderFailed, async (memberId) => {
      // Any answer but 'available' fails its schema and is told as M.orderFailed by run().
      const result = await createOrder({ memberId, items: [{ itemId, month: months, quantity }] });
      // Not in the cart: a payment that fails comes back here, not to an empty cart.
      rememberCheckoutReturn(result.orderId, `/products/${itemId}`);
      navigate('/order/checkout', { state: result });
    });

  return { busy, addItemToCart, buyNow };
}
