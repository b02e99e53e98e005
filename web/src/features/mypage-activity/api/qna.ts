import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberQnaPageSchema, qnaFormResponseSchema, qnaUpdatedSchema, type MemberQna, type QnaForm, type QnaUpdate } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { COPY } from '../messages.ts';
import { itemDetailKey, keys, ROOT } from './keys.ts';
import { usePagedList } from './paged.ts';

/** GET /api/mypage/qna?page&size: the member's own questions. */
export function useMyQuestions() {
  return usePagedList<MemberQna>(keys.qna, '/api/mypage/qna', memberQnaPageSchema, COPY.loadFailed);
}

/** GET /api/items/qna/update?qnaId → qnaForm (title, itemName, content, visibility). */
export async function fetchQnaForm(qnaId: number, signal?: AbortSignal): Promise<QnaForm> {
  return parseResponse(qnaFormResponseSchema, await api.get<unknown>('/api/items/qna/update', { query: { qnaId }, signal, fallback: COPY.loadFailed })).qnaForm;
}

export function useQnaForm(qnaId: number | null) {
  return useQuery({ queryKey: keys.qnaForm(qnaId ?? 0), queryFn: ({ signal }) => fetchQnaForm(qnaId!, signal), enabled: qnaId !== null, staleTime: 0, gcTime: 0 });
}

/** PUT /api/items/qna/update?qnaId: 409 once answered. */
export async function updateQna(qnaId: number, input: QnaUpdate) {
  return parseResponse(qnaUpdatedSchema, await api.put<unknown>('/api/items/qna/update', { ...input, qnaId }, { query: { qnaId } }));
}

export function useUpdateQna(qnaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QnaUpdate) => updateQna(qnaId, input),
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ROOT] }),
        // The product page lists the question too: an edit (say, made private) must show there
        // at once, not after its 30 s of freshness.
        ...(input.itemId !== undefined ? [queryClient.invalidateQueries({ queryKey: itemDetailKey(input.itemId) })] : []),
      ]),
  });
}
