import type { SideNavItem } from '../../../components/side-nav.ts';

// store.md §2 My page: the sidebar's entries, in the spec's order.
export const MYPAGE_NAV: SideNavItem[] = [
  { label: '마이페이지 홈', to: '/mypage', end: true },
  // Withdrawal is reached from the account screen and belongs to it.
  { label: '개인정보 관리', to: '/mypage/my-info', sectionPaths: ['/mypage/withdrawal'] },
  { label: '알림 설정', to: '/mypage/notification' },
  { label: '포인트', to: '/mypage/check-point' },
  { label: '쿠폰', to: '/mypage/check-coupon' },
  { label: '구매 내역', to: '/mypage/purchase-list', sectionPaths: ['/mypage/purchase'] },
  {
    label: '리뷰 관리',
    to: '/mypage/review-list',
    children: [
      { label: '작성 가능한 리뷰', to: '/mypage/review-available-list' },
      { label: '작성한 리뷰', to: '/mypage/review-written-list' },
    ],
  },
  { label: '상품 문의', to: '/mypage/qna' },
  { label: '구독 관리', to: '/mypage/subscription' },
  { label: '맞춤 제작 주문', to: '/mypage/custom-order' },
];
