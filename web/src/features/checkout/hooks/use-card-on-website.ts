import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../../../components/index.ts';
import { platform } from '../../../lib/platform/index.ts';
import { paymentConfigQueryOptions } from '../api/get-payment-config.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { handOffPath } from '../payment/payment-links.ts';

/**
 * The desktop app pays by card on the website. PortOne's window is the provider's script and the
 * card companies' pages in frames and pop-ups, which the app window's fences refuse (its CSP, no
 * new windows); the member's browser is the place for them. So in the app, with PortOne, the
 * pay button opens this same order sheet on the website, untouched, and the buyer pays there.
 * The dev card window is the store's own page and stays in the app.
 */
export function useCardOnWebsite() {
  const queryClient = useQueryClient();
  const { alert, confirm } = useDialogs();
  const openWebsite = platform().openWebsite;
  const config = useQuery({ ...paymentConfigQueryOptions, enabled: openWebsite !== undefined });
  const active = openWebsite !== undefined && config.data?.provider === 'portone';

  /** True when the card payment was handed to the website (or the buyer declined to go there). */
  const handOff = async (orderId: number): Promise<boolean> => {
    if (!openWebsite) return false;
    const current = await queryClient.fetchQuery(paymentConfigQueryOptions).catch(() => null);
    if (current?.provider !== 'portone') return false;
    if (await confirm(C.cardOnWebsiteConfirm, { confirmLabel: C.cardOnWebsiteOpen })) {
      openWebsite(handOffPath(orderId));
      await alert(C.cardOnWebsiteOpened);
    }
    return true;
  };

  return { active, handOff };
}
