import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { OrderSheet, OrderSheetConflict, OrderSheetUpdated } from '@store/shared';
import { useDialogs } from '../../../components/index.ts';
import { ApiError, resultOf } from '../../../lib/api-client.ts';
import { isUnauthorized, useLoginPrompt } from '../../../lib/login-prompt.ts';
import { orderSheetKey } from '../api/get-order-sheet.ts';
import { requestBankTransfer, type BankTransferResult } from '../api/request-bank-transfer.ts';
import { updateOrderSheet } from '../api/update-order-sheet.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { focusField, type CheckoutForm } from '../state/use-checkout-form.ts';
import type { OrderSuccessState } from '../state/order-result.ts';
import { useCardOnWebsite } from './use-card-on-website.ts';
import { usePayByCard } from './use-pay-by-card.ts';

/**
 * The pay button (store.md §4): apply points, coupon and method to the sheet once, then pay
 * what the server says is due — nothing when it is 0, by card (PortOne or the dev window) or by
 * bank transfer with the account shown in a popup. A sheet the server already holds as applied
 * is not applied twice: a retry (say, after fixing the e-mail) goes straight to paying.
 */
export function useCheckoutSubmit(sheet: OrderSheet, form: CheckoutForm) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { alert } = useDialogs();
  const { promptLogin } = useLoginPrompt();
  const openCardWindow = usePayByCard();
  const cardOnWebsite = useCardOnWebsite(sheet);
  const [applied, setApplied] = useState<OrderSheetUpdated | null>(null);
  const [transfer, setTransfer] = useState<BankTransferResult | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (): Promise<OrderSheetUpdated | null> => {
    if (applied) return applied;
    try {
      const result = await updateOrderSheet({
        orderId: sheet.orderId,
        usePoint: form.amounts.usePoint,
        couponId: form.couponId,
        paymentMethod: form.method,
      });
      setApplied(result);
      return result;
    } catch (error) {
      const changed = resultOf(error) as OrderSheetConflict | undefined;
      if (error instanceof ApiError && error.status === 409 && changed) {
        // The coupon or the points changed since the sheet was read (used in another order, sold
        // out). Nothing was applied: the buyer sees the sheet as it stands now and chooses again.
        if (changed === 'coupon') form.setCouponId(null);
        await queryClient.refetchQueries({ queryKey: orderSheetKey(sheet.orderId) });
        await alert(error.message);
      } else if (error instanceof ApiError && error.status === 409) {
        // Applied already (another tab) or past its payment window: either way the sheet is over.
        await alert(error.message || C.wrongAccess);
        navigate('/cart', { replace: true });
      } else if (isUnauthorized(error)) await promptLogin();
      else await alert(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : C.paymentFailed);
      return null;
    }
  };

  const payByCard = async (due: OrderSheetUpdated) => {
    // The server gives a card window's id to card orders only.
    if (due.paymentId === null) return alert(C.wrongAccess);
    const payment = { orderId: sheet.orderId, paymentId: due.paymentId, amount: due.finalAmount, orderName: due.orderName };
    await openCardWindow(payment, { name: sheet.name, phoneNumber: sheet.phoneNumber, email: sheet.email });
  };

  const payByTransfer = async (due: OrderSheetUpdated) => {
    const email = form.email.trim();
    try {
      const result = await requestBankTransfer(sheet.orderId, email);
      if (result.result === 'no-email') {
        form.setEmailError(C.invalidEmail);
        focusField(form.emailRef.current);
      }
      else setTransfer({ ...result, amount: result.amount ?? due.finalAmount });
    } catch (error) {
      if (isUnauthorized(error)) await promptLogin();
      else await alert(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : C.paymentFailed);
    }
  };

  const submit = async () => {
    if (busy) return;
    // The first problem from the top gets the focus.
    const emailOk = form.method !== 'BANK_TRANSFER' || form.checkEmail(true);
    const agreed = form.checkAgreed(emailOk);
    if (!agreed || !emailOk) return;
    setBusy(true);
    try {
      // In the desktop app a card payment continues on the website, from the sheet as it is.
      const byCard = form.method !== 'BANK_TRANSFER' && form.amounts.finalAmount > 0;
      if (byCard && !applied && (await cardOnWebsite.handOff())) return;
      const due = await apply();
      if (!due) return;
      if (due.finalAmount === 0) {
        // Points and coupon covered it all: the server completed the order when applying. The
        // free verification (store.md §4) confirms it under the sheet's payment id; it cannot
        // undo that, so a failed one still leaves a paid order to show.
        if (due.paymentId) await verifyPayment({ orderId: sheet.orderId, paymentId: due.paymentId, amount: 0 }).catch(() => undefined);
        const state: OrderSuccessState = { method: 'FREE', orderName: due.orderName };
        return navigate('/order/success', { replace: true, state });
      }
      if (form.method === 'BANK_TRANSFER') await payByTransfer(due);
      else await payByCard(due);
    } finally {
      setBusy(false);
    }
  };

  /** The account popup was read: on to the success page with the same details. */
  const finishTransfer = () => {
    if (!transfer?.bankAccount) return navigate('/order/success', { replace: true, state: null });
    const state: OrderSuccessState = {
      method: 'BANK_TRANSFER',
      amount: transfer.amount ?? applied?.finalAmount ?? 0,
      bankAccount: transfer.bankAccount,
      depositDeadline: transfer.depositDeadline ?? '',
      email: form.email.trim(),
      ...(applied ? { orderName: applied.orderName } : {}),
    };
    navigate('/order/success', { replace: true, state });
  };

  return { submit, busy, applied, transfer, finishTransfer, cardOnWebsite };
}
