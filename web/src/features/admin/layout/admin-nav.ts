import type { SideNavItem } from '../../../components/side-nav.ts';

// store.md §2 Admin: the sidebar's entries, the spec's in its order, with the dashboard added first.
export const ADMIN_NAV: SideNavItem[] = [
  { label: '대시보드', to: '/admin/dashboard' },
  { label: '구독 생성', to: '/admin', end: true },
  { label: '주문 관리', to: '/admin/orders' },
  { label: '회원 관리', to: '/admin/users' },
  { label: '상품 관리', to: '/admin/products' },
  { label: '쿠폰 관리', to: '/admin/coupons' },
  { label: '맞춤 제작 신청', to: '/admin/custom-requests' },
  { label: '상품 문의', to: '/admin/qna' },
  { label: '리뷰 관리', to: '/admin/reviews' },
  { label: '사이트 설정', to: '/admin/settings' },
  { label: '메인 페이지', to: '/admin/main-page' },
  { label: '감사 로그', to: '/admin/audit-log' },
];
