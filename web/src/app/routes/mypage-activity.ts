import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

const home = () => import('../../features/mypage-activity/pages/mypage-home-page.tsx');
const purchaseList = () => import('../../features/mypage-activity/pages/purchase-list-page.tsx');
const purchaseDetail = () => import('../../features/mypage-activity/pages/purchase-detail-page.tsx');
const reviews = () => import('../../features/mypage-activity/pages/review-pages.tsx');
const qna = () => import('../../features/mypage-activity/pages/qna-page.tsx');
const customOrders = () => import('../../features/mypage-activity/pages/custom-order-pages.tsx');

// My page: purchases, reviews, Q&A, custom orders (issue 6). Paths are relative to the parent layout.
export const mypageActivityRoutes: RouteObject[] = [
  { index: true, element: page(home, 'MypageHomePage') },
  { path: 'purchase-list', element: page(purchaseList, 'PurchaseListPage') },
  { path: 'purchase/detail/:id', element: page(purchaseDetail, 'PurchaseDetailPage') },
  { path: 'review-list', element: page(reviews, 'ReviewListPage') },
  { path: 'review-available-list', element: page(reviews, 'ReviewAvailablePage') },
  { path: 'review-written-list', element: page(reviews, 'ReviewWrittenPage') },
  { path: 'qna', element: page(qna, 'QnaPage') },
  { path: 'custom-order', element: page(customOrders, 'CustomOrderListPage') },
  { path: 'custom-order/:applicationArticleId', element: page(customOrders, 'CustomOrderDetailPage') },
];
