// Where a checkout goes back to when its payment does not go through. The spec sends the buyer
// to the cart, which still holds the order's lines; a "바로 구매" never put its product there, so
// that buyer would land on an empty cart: they go back to the product page instead. Kept in
// sessionStorage under the order's id, because the card window may come back by a redirect that
// carries no navigation state.

const KEY = 'checkout-return';
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/order/checkout';

/**
 * The order sheet by its id, for links that carry no navigation state: the desktop app's hand-off
 * of a card payment to the website, and my page's "결제 계속하기" for a card payment left unfinished.
 */
export function orderSheetPath(orderId: number): string {
  return `${CHECKOUT_PATH}?${new URLSearchParams({ orderId: String(orderId) })}`;
}

/** Called as a checkout starts from somewhere other than the cart (a product's "바로 구매"). */
export function rememberCheckoutReturn(orderId: number, path: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ orderId, path }));
  } catch {
    // Storage refused (private mode, quota): the cart is the fallback.
  }
}

/** Where this order's failed payment goes back to: the remembered page of this order, or the cart. */
export function checkoutReturnPath(orderId: number, storage: Storage = sessionStorage): string {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as { orderId?: unknown; path?: unknown } | null;
    // Only a path of this site: the stored value is never trusted as an address elsewhere.
    if (saved?.orderId === orderId && typeof saved.path === 'string' && /^\/(?![/\\])/.test(saved.path)) return saved.path;
  } catch {
    // Unreadable: the cart.
  }
  return CART_PATH;
}
