import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type CouponPage, type CouponTab, type WalletCoupon } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_COPY } from '../messages.ts';

const key = ['mypage-account', 'coupons'] as const;

/** GET /api/coupon?page&size=4&status=unused|used */
export function useCouponsQuery(status: CouponTab, page: number) {
  return useQuery({
    queryKey: [...key, status, page],
    queryFn: ({ signal }) => api.get<CouponPage>('/api/coupon', { signal, query: { page, size: PAGE_SIZES.coupons, status } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/coupon/use/{code}: registers a coupon code into the wallet. */
export function useRegisterCouponMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ message: string; coupon: WalletCoupon }>(`/api/coupon/use/${encodeURIComponent(code)}`, undefined, { fallback: ACCOUNT_COPY.couponRegisterFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
