import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminQnaAnswer,
  adminQnaDeleteResultSchema,
  adminQnaListResponseSchema,
  type AdminQnaListQuery,
  type AdminQnaRow,
  adminQnaRowSchema,
  type QnaAnswerState,
} from '@store/shared';
import { api, ApiError } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

// Admin calls for product Q&A: the list to work through, one question, its answer, its removal.

const qnaKey = ['admin', 'qna'] as const;
const detailKey = (id: number | null) => [...qnaKey, 'detail', id] as const;

/** A question waits until it has an answer; the API filters on the same rule. */
export const answerStateOf = (row: Pick<AdminQnaRow, 'answer'>): QnaAnswerState => (row.answer === null ? 'WAITING' : 'ANSWERED');

export function useQnaList(query: AdminQnaListQuery) {
  return useQuery({
    queryKey: [...qnaKey, 'list', query],
    queryFn: async ({ signal }) => parseResponse(adminQnaListResponseSchema, await api.get<unknown>('/api/admin/qna', { signal, query: query as Record<string, string | number | undefined> })),
    placeholderData: keepPreviousData,
  });
}

/** `id` null: the route names no question, so there is nothing to ask (the page says not found). */
export function useQnaDetail(id: number | null) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async ({ signal }) => parseResponse(adminQnaRowSchema, await api.get<unknown>(`/api/admin/qna/${id}`, { signal })),
    enabled: id !== null,
  });
}

export function useAnswerQna(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminQnaAnswer) => parseResponse(adminQnaRowSchema, await api.put<unknown>(`/api/admin/qna/${id}/answer`, input)),
    onSuccess: (row) => qc.setQueryData(detailKey(id), row),
    // 409: the author edited the question or another admin answered since it was read. Reload it
    // so the admin sees what changed and the next attempt is made against the new version.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void qc.invalidateQueries({ queryKey: detailKey(id) });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [...qnaKey, 'list'] }),
  });
}

export function useDeleteQna(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => parseResponse(adminQnaDeleteResultSchema, await api.delete<unknown>(`/api/admin/qna/${id}`)),
    onSettled: () => qc.invalidateQueries({ queryKey: [...qnaKey, 'list'] }),
  });
}
