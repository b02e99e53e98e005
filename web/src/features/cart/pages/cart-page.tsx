import { useEffect, useRef } from 'react';
import { formatWon, type CartItem } from '@store/shared';
import { BottomBar, Button, Container, ErrorState, LoadingState, LoginRequired, useDialogs } from '../../../components/index.ts';
import { isUnauthorized } from '../../../lib/login-prompt.ts';
import { MEMBER_ID_FAILED, useMemberId } from '../../../lib/member-id.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCart } from '../api/get-cart.ts';
import { CartList } from '../components/cart-list.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { EmptyCart } from '../components/empty-cart.tsx';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { CART_COPY as C } from '../messages.ts';
import { useCartSelection } from '../state/cart-selection.ts';

/** /cart (store.md §2): members only; the lines, selection, deletion and paying for a selection. */
export function CartPage() {
  usePageTitle(C.title);
  const session = useSession();
  const memberId = useMemberId();

  let body;
  if (session.status === 'unknown') body = <LoadingState message={C.loading} />;
  else if (!session.isLoggedIn || isUnauthorized(memberId.error)) body = <LoginRequired from="/cart" message={C.loginMessage} />;
  else if (memberId.isError) {
    const retry = (
      <Button variant="outline" onClick={() => void memberId.refetch()}>
        {C.retry}
      </Button>
    );
    body = <ErrorState message={MEMBER_ID_FAILED} action={retry} />;
  } else if (memberId.isPending) body = <LoadingState message={C.loading} />;
  else return <MemberCart memberId={memberId.data} />;

  return (
    <Container className="pb-16">
      <CartTitle />
      {body}
    </Container>
  );
}

function CartTitle({ count }: { count?: number }) {
  return (
    <h1 className="mb-6 mt-8 flex items-baseline gap-2 text-2xl font-bold tracking-tight sm:mb-8 sm:mt-12 sm:text-3xl">
      {C.title}
      {count !== undefined && count > 0 && <span className="text-lg font-semibold text-brand-600 sm:text-xl">{count}</span>}
    </h1>
  );
}

function MemberCart({ memberId }: { memberId: number }) {
  const cart = useCart(memberId);
  const { confirm } = useDialogs();
  const shownError = useRef(0);

  // The §8 "cart error" dialog, once per failed load, offering to load again.
  useEffect(() => {
    if (!cart.isError || isUnauthorized(cart.error) || shownError.current === cart.errorUpdatedAt) return;
    shownError.current = cart.errorUpdatedAt;
    void confirm(C.cartError, { title: C.cartErrorTitle, confirmLabel: C.retry, cancelLabel: '닫기' }).then((again) => {
      if (again) void cart.refetch();
    });
  }, [cart, confirm]);

  if (isUnauthorized(cart.error)) {
    return (
      <Container className="pb-16">
        <CartTitle />
        <LoginRequired from="/cart" message={C.loginMessage} />
      </Container>
    );
  }
  return (
    <Container className="pb-16">
      <CartTitle count={cart.data?.items.length} />
      {cart.isPending ? (
        <LoadingState message={C.loading} />
      ) : cart.isError ? (
        <ErrorState
          message={C.cartError}
          action={
            <Button variant="outline" onClick={() => void cart.refetch()} loading={cart.isFetching}>
              {C.retry}
            </Button>
          }
        />
      ) : (
        <>
          {cart.data.offSaleCount > 0 && (
            <p role="status" className="mb-4 rounded-xl bg-soft px-4 py-3 text-sm text-sub">
              {C.offSale(cart.data.offSaleCount)}
            </p>
          )}
          {cart.data.items.length === 0 ? <EmptyCart /> : <CartWithItems memberId={memberId} items={cart.data.items} />}
        </>
      )}
    </Container>
  );
}

function CartWithItems({ memberId, items }: { memberId: number; items: CartItem[] }) {
  const selection = useCartSelection(items);
  const actions = useCartActions(memberId);
  const pay = () => void actions.pay(selection.selected);
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-10">
        <CartList
          items={items}
          selection={selection}
          busy={actions.busy !== null}
          onDelete={(line) => void actions.deleteOne(line)}
          onChange={(line, next) => void actions.change(line, next)}
          onDeleteSelected={() => void actions.deleteSelected(selection.selected)}
        />
        <CartSummary count={selection.selected.length} total={selection.total} busy={actions.busy === 'order'} onPay={pay} />
      </div>
      <BottomBar>
        <Button size="lg" block loading={actions.busy === 'order'} onClick={pay}>
          {C.pay(selection.selected.length, formatWon(selection.total))}
        </Button>
      </BottomBar>
    </>
  );
}
