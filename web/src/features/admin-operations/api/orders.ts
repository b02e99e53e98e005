import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ORDER_POLL_MS,
  adminNewOrdersResponseSchema,
  adminOrderDetailSchema,
  adminOrderListResponseSchema,
  orderStatusResponseSchema,
  type AdminOrderCancelRequest,
  type AdminOrderListQuery,
} from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

// Admin order calls: new orders (polled), the list, one order, deposit, cancel.

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/admin/orders/new, every 5 minutes (store.md §9), also while the tab is hidden. */
export function useNewOrders() {
  return useQuery({
    queryKey: [...adminOrdersKey, 'new'],
    queryFn: async ({ signal }) => parseResponse(adminNewOrdersResponseSchema, await api.get<unknown>('/api/admin/orders/new', { signal })),
    refetchInterval: ADMIN_ORDER_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** PUT /api/admin/orders/new/seen with the checkedAt of the answer the admin saw. */
export function useMarkOrdersSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (seenAt: string) => api.put<unknown>('/api/admin/orders/new/seen', { seenAt }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...adminOrdersKey, 'new'] }),
  });
}

export function useOrderList(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: async ({ signal }) =>
      parseResponse(adminOrderListResponseSchema, await api.get<unknown>('/api/admin/orders', { signal, query: query as Record<string, string | number | undefined> })),
    placeholderData: keepPreviousData,
  });
}

/** `orderId` null: the route names no order, so there is nothing to ask (the page says not found). */
export function useOrderDetail(orderId: number | null) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', orderId],
    queryFn: async ({ signal }) => parseResponse(adminOrderDetailSchema, await api.get<unknown>(`/api/admin/orders/${orderId}`, { signal })),
    enabled: orderId !== null,
  });
}

/** Deposit confirmation and admin cancel refresh every order view when they succeed. */
export function useOrderActions(orderId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: adminOrdersKey });
  const deposit = useMutation({
    mutationFn: async () => parseResponse(orderStatusResponseSchema, await api.put<unknown>(`/api/admin/orders/${orderId}/deposit`)),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: async ({ reason, refundAmount }: { reason: string; refundAmount?: number | undefined }) => {
      const body: AdminOrderCancelRequest = { ...(reason ? { reason } : {}), ...(refundAmount !== undefined ? { refundAmount } : {}) };
      return parseResponse(orderStatusResponseSchema, await api.post<unknown>(`/api/admin/orders/${orderId}/cancel`, body));
    },
    onSettled: refresh,
  });
  return { deposit, cancel };
}
