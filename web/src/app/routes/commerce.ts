import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// The buying path (store.md §2 Cart and checkout) and the dev card window (DESIGN §5).
export const commerceRoutes: RouteObject[] = [
  { path: 'cart', lazy: page(() => import('../../features/cart/pages/cart-page.tsx'), 'CartPage') },
  { path: 'order/checkout', lazy: page(() => import('../../features/checkout/pages/checkout-page.tsx'), 'CheckoutPage') },
  { path: 'order/success', lazy: page(() => import('../../features/checkout/pages/order-success-page.tsx'), 'OrderSuccessPage') },
  { path: 'order/failed', lazy: page(() => import('../../features/checkout/pages/order-failed-page.tsx'), 'OrderFailedPage') },
  { path: 'dev/payment', lazy: page(() => import('../../features/checkout/pages/dev-payment-page.tsx'), 'DevPaymentPage') },
];
