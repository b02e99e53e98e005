import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '../../../components/index.ts';
import { CART_COPY as C } from '../messages.ts';

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-soft/60 px-4 py-20 text-center sm:py-24">
      <span className="grid size-16 place-items-center rounded-full bg-white text-mute shadow-sm">
        <ShoppingCart className="size-7" aria-hidden />
      </span>
      <p className="mt-5 text-lg font-bold text-ink">{C.empty}</p>
      <p className="mt-1.5 text-[15px] text-sub">{C.emptyHint}</p>
      <ButtonLink to="/products" size="lg" className="mt-7 min-w-48">
        {C.browse}
      </ButtonLink>
    </div>
  );
}
