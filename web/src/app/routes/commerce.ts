import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// The buying path (store.md §2 Cart and checkout) and the dev card window (DESIGN §5).
export const commerceRoutes: RouteObject[] = [
  { path: 'cart', element: page(() => import('../../features/cart/pages/cart-page.tsx'), 'CartPage') },
  { path: 'order/checkout', element: page(() => import('../../features/checkout/pages/checkout-page.tsx'), 'CheckoutPage') },
  { path: 'order/success', element: page(() => import('../../features/checkout/pages/order-success-page.tsx'), 'OrderSuccessPage') },
  { path: 'order/failed', element: page(() => import('../../features/checkout/pages/order-failed-page.tsx'), 'OrderFailedPage') },
  { path: 'dev/payment', element: page(() => import('../../features/checkout/pages/dev-payment-page.tsx'), 'DevPaymentPage') },
];
