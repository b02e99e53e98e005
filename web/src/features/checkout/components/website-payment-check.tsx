import { Button } from '../../../components/index.ts';
import type { useCardOnWebsite } from '../hooks/use-card-on-website.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';

/** After the desktop app handed the card payment to the website: ask how it went, or go back there. */
export function WebsitePaymentCheck({ handOff }: { handOff: ReturnType<typeof useCardOnWebsite> }) {
  return (
    <div className="flex w-full flex-col items-center gap-1">
      <Button size="lg" block loading={handOff.checking} onClick={() => void handOff.checkPayment()}>
        {C.cardOnWebsiteCheck}
      </Button>
      <button type="button" onClick={handOff.reopen} className="px-2 py-1 text-[13px] font-semibold text-sub underline underline-offset-2 hover:text-ink">
        {C.cardOnWebsiteReopen}
      </button>
    </div>
  );
}
