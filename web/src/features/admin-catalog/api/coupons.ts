import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCouponIssueResultSchema, adminCouponListResponseSchema, adminCouponResultSchema, type AdminCouponCreate, type AdminCouponIssue } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

export const adminCouponsKey = ['admin', 'coupons'] as const;

/** GET /api/admin/coupons: with issued and used counts. */
export function useAdminCoupons() {
  return useQuery({
    queryKey: adminCouponsKey,
    queryFn: async ({ signal }) => parseResponse(adminCouponListResponseSchema, await api.get<unknown>('/api/admin/coupons', { signal })).coupons,
    staleTime: 0,
  });
}

function useCouponMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminCouponsKey }) });
}

/** POST /api/admin/coupons/create. */
export function useCreateCoupon() {
  return useCouponMutation(async (values: AdminCouponCreate) => parseResponse(adminCouponResultSchema, await api.post<unknown>('/api/admin/coupons/create', values)).coupon);
}

/** PUT /api/admin/coupons/{id}/active. */
export function useSetCouponActive() {
  return useCouponMutation(async ({ couponId, isActive }: { couponId: number; isActive: boolean }) =>
    parseResponse(adminCouponResultSchema, await api.put<unknown>(`/api/admin/coupons/${couponId}/active`, { isActive })).coupon,
  );
}

/** POST /api/admin/coupons/{id}/issue. */
export function useIssueCoupon() {
  return useCouponMutation(async ({ couponId, ...body }: AdminCouponIssue & { couponId: number }) =>
    parseResponse(adminCouponIssueResultSchema, await api.post<unknown>(`/api/admin/coupons/${couponId}/issue`, body)),
  );
}
