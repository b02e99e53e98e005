import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isPaidOrder, type OrderSheet } from '@store/shared';
import { useDialogs } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { orderSheetPath } from '../../../lib/checkout-return.ts';
import { platform } from '../../../lib/platform/index.ts';
import { fetchOrderSheet } from '../api/get-order-sheet.ts';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import type { OrderSuccessState } from '../state/order-result.ts';

/**
 * The desktop app pays by card on the website. PortOne's window is the provider's script and the
 * card companies' pages in frames and pop-ups, which the app window's fences refuse (its CSP, no
 * new windows); the member's browser is the place for them. So in the app, with PortOne, the
 * pay button opens this same order sheet on the website, untouched, and the buyer pays there.
 * Back in the app, the buyer asks whether the payment went through: the sheet is read again.
 * The dev card window is the store's own page and stays in the app.
 */
export function useCardOnWebsite(sheet: OrderSheet) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { alert, confirm } = useDialogs();
  const openWebsite = platform().openWebsite;
  const config = useQuery({ ...paymentConfigQueryOptions, enabled: openWebsite !== undefined });
  const active = openWebsite !== undefined && config.data?.provider === 'portone';
  const [handedOff, setHandedOff] = useState(false);
  const [checking, setChecking] = useState(false);

  const reopen = () => openWebsite?.(orderSheetPath(sheet.orderId));

  /** True when the card payment was handed to the website (or the buyer declined to go there). */
  const handOff = async (): Promise<boolean> => {
    if (!openWebsite) return false;
    const current = await queryClient.fetchQuery(paymentConfigQueryOptions).catch(() => null);
    if (current?.provider !== 'portone') return false;
    if (await confirm(C.cardOnWebsiteConfirm, { confirmLabel: C.cardOnWebsiteOpen })) {
      reopen();
      setHandedOff(true);
      await alert(C.cardOnWebsiteOpened);
    }
    return true;
  };

  /** 결제 완료 확인: where the order stands now that the buyer is back from the website. */
  const checkPayment = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const now = await fetchOrderSheet(sheet.orderId);
      if (isPaidOrder(now.orderStatus)) {
        const state: OrderSuccessState = { method: 'SIMPLE_PAY', amount: now.finalAmount };
        navigate('/order/success', { replace: true, state });
      } else if (now.orderStatus === 'CANCEL') {
        await alert(C.cardOnWebsiteCanceled);
        navigate('/cart', { replace: true });
      } else if (now.paymentMethod === 'BANK_TRANSFER') {
        await alert(C.cardOnWebsiteTransfer);
        navigate('/mypage', { replace: true });
      } else await alert(C.cardOnWebsiteNotYet);
    } catch (error) {
      await alert(errorMessage(error, C.loadFailed));
    } finally {
      setChecking(false);
    }
  };

  return { active, handedOff, checking, handOff, reopen, checkPayment };
}
