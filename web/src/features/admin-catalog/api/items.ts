import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminItemListResponseSchema,
  adminItemSaveResultSchema,
  adminItemSchema,
  imageUploadResultSchema,
  type AdminItem,
  type AdminItemInput,
  type ImageUploadType,
} from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { MESSAGES } from '../messages.ts';

export const adminItemsKey = ['admin', 'items'] as const;

/** GET /api/admin/items: every status, search and paging. */
export function useAdminItems(query: { q?: string | undefined; status: string; page: number; size: number }) {
  return useQuery({
    queryKey: [...adminItemsKey, query],
    queryFn: async ({ signal }) => parseResponse(adminItemListResponseSchema, await api.get<unknown>('/api/admin/items', { signal, query: { ...query }, fallback: MESSAGES.productFetchFailed })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/item?itemId: the editable product, whatever its status. */
export function useAdminItem(itemId: number | undefined) {
  return useQuery({
    queryKey: [...adminItemsKey, 'one', itemId],
    queryFn: async ({ signal }) => parseResponse(adminItemSchema, await api.get<unknown>('/api/admin/item', { signal, query: { itemId }, fallback: MESSAGES.productFetchFailed })),
    enabled: itemId !== undefined,
    staleTime: 0,
  });
}

/** POST /api/admin/item/create or PUT /api/admin/item/update?itemId. */
export function useSaveItem(itemId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: AdminItemInput): Promise<AdminItem> => {
      const data = itemId === undefined ? await api.post<unknown>('/api/admin/item/create', values) : await api.put<unknown>('/api/admin/item/update', values, { query: { itemId } });
      return parseResponse(adminItemSaveResultSchema, data).item;
    },
    // The saved product at once, so the form refills with its new updatedAt (a second save right
    // after would otherwise name the old one and be refused as another admin's change); the
    // storefront's lists and details read the same rows: drop every cached copy.
    onSuccess: (item) => {
      client.setQueryData([...adminItemsKey, 'one', item.itemId], item);
      return client.invalidateQueries();
    },
  });
}

/** POST /api/upload-thumbnail-or-detail-file (multipart: file, fileType). */
export async function uploadImage(file: File, fileType: ImageUploadType) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', file);
  const data = await api.post<unknown>('/api/upload-thumbnail-or-detail-file', undefined, { body: form, fallback: MESSAGES.uploadFailed });
  return parseResponse(imageUploadResultSchema, data);
}
