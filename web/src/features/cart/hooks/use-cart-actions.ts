import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CartItem, CartLineUpdate } from '@store/shared';
import { useDialogs, useToast } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isUnauthorized, useLoginPrompt } from '../../../lib/login-prompt.ts';
import { createOrderFromCart, newIdempotencyKey } from '../api/create-order.ts';
import { deleteCartItem } from '../api/delete-cart-item.ts';
import { cartKey } from '../api/get-cart.ts';
import { UPDATE_ERROR, updateCartItem } from '../api/update-cart-item.ts';
import { CART_COPY as C } from '../messages.ts';

type Busy = 'delete' | 'order' | 'change' | null;

/**
 * Changing a line's quantity or months, deleting lines (always confirmed first, store.md §2) and
 * paying for the ticked ones (§4, §5).
 * Failures open the §8 dialogs; an expired session asks to log in again.
 */
export function useCartActions(memberId: number) {
  const { alert, confirm } = useDialogs();
  const { promptLogin } = useLoginPrompt();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  // One key per distinct selection: paying again for the same lines after a failure the client
  // could not read replays that order on the server rather than making a second one.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const orderKey = (lines: CartItem[]) => {
    const signature = lines.map((l) => `${l.itemId}:${l.subscriptionPeriod}:${l.count}`).join(',');
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const fail = async (error: unknown, title: string, fallback: string) => {
    if (isUnauthorized(error)) return promptLogin();
    await alert(fallback, { title });
  };

  const remove = async (lines: CartItem[]) => {
    setBusy('delete');
    try {
      // One call per line; whatever did go is gone even if another line fails.
      const results = await Promise.allSettled(lines.map((l) => deleteCartItem(memberId, l.itemId, l.subscriptionPeriod)));
      await queryClient.invalidateQueries({ queryKey: cartKey(memberId) });
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) await fail(failed.reason, C.deleteErrorTitle, C.deleteError);
      else toast(C.deleted, 'success');
    } finally {
      setBusy(null);
    }
  };

  const deleteOne = async (line: CartItem) => {
    if (await confirm(C.deleteOne, { title: C.deleteOneTitle, confirmLabel: '삭제', cancelLabel: '취소' })) await remove([line]);
  };

  const deleteSelected = async (lines: CartItem[]) => {
    if (lines.length === 0) return alert(C.deleteNothing);
    if (await confirm(C.deleteSelectedConfirm(lines.length), { title: C.deleteOneTitle, confirmLabel: '삭제', cancelLabel: '취소' })) {
      await remove(lines);
    }
  };

  const pay = async (lines: CartItem[]) => {
    if (lines.length === 0) return alert(C.selectItems);
    setBusy('order');
    try {
      const orderId = await createOrderFromCart(memberId, lines, orderKey(lines));
      attempt.current = null;
      // The ordered lines have left the cart on the server.
      void queryClient.invalidateQueries({ queryKey: cartKey(memberId) });
      navigate('/order/checkout', { state: { orderId } });
    } catch (error) {
      // A refusal the server explains (an item no longer on sale) is worth showing as is.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      // The cart on screen is what was refused: a product taken off sale since it loaded leaves
      // it and changed prices show, instead of the same refusal on every try until a reload.
      if (refused && !isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: cartKey(memberId) });
      await fail(error, C.orderErrorTitle, refused ? error.message : C.orderError);
    } finally {
      setBusy(null);
    }
  };

  /** A line's new quantity or months, saved at once; the answer is the cart as it now is. */
  const change = async (line: CartItem, next: { count: number; subscriptionPeriod: number }) => {
    setBusy('change');
    try {
      const { cart, message } = await updateCartItem(line.itemId, {
        subscriptionPeriod: line.subscriptionPeriod as CartLineUpdate['subscriptionPeriod'],
        newSubscriptionPeriod: next.subscriptionPeriod as CartLineUpdate['subscriptionPeriod'],
        count: next.count,
      });
      queryClient.setQueryData(cartKey(memberId), cart);
      // A join is worth a word (a line left the list); a plain change shows in the line itself.
      if (message === C.cartMerged) toast(message, 'success');
    } catch (error) {
      // Whatever the refusal, the cart on screen may be old (a line deleted in another tab).
      void queryClient.invalidateQueries({ queryKey: cartKey(memberId) });
      if (isUnauthorized(error)) await promptLogin();
      else await alert(error instanceof ApiError ? error.message : UPDATE_ERROR, { title: C.updateErrorTitle });
    } finally {
      setBusy(null);
    }
  };

  return { busy, change, deleteOne, deleteSelected, pay };
}
