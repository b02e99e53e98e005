import { beforeEach, describe, expect, it } from 'vitest';
import { CART_PATH, checkoutReturnPath, rememberCheckoutReturn } from './checkout-return.ts';

beforeEach(() => sessionStorage.clear());

describe('checkout return path', () => {
  it('goes back to the page a direct purchase started from, for that order only', () => {
    rememberCheckoutReturn(7, '/products/3');
    expect(checkoutReturnPath(7)).toBe('/products/3');
    // Another order (say, from the cart afterwards) goes back to the cart.
    expect(checkoutReturnPath(8)).toBe(CART_PATH);
  });

  it('falls back to the cart with nothing stored, an unreadable value or an address off the site', () => {
    expect(checkoutReturnPath(7)).toBe(CART_PATH);
    sessionStorage.setItem('checkout-return', '{oops');
    expect(checkoutReturnPath(7)).toBe(CART_PATH);
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      rememberCheckoutReturn(7, path);
      expect(checkoutReturnPath(7), path).toBe(CART_PATH);
    }
  });
});
