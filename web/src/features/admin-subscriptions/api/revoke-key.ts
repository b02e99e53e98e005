import { adminKeyRevokeResultSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

/** POST /api/admin/subscriptions/{id}/revoke: takes back a key made on the admin screen, with the admin's reason if given. */
export async function revokeKey(id: number, reason?: string) {
  return parseResponse(adminKeyRevokeResultSchema, await api.post<unknown>(`/api/admin/subscriptions/${id}/revoke`, reason ? { reason } : {}));
}
