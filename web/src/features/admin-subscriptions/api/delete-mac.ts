import { adminMacDeleteResponseSchema } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

/** DELETE /api/subscription/hash-key-mac-delete/temp?id&hashKey&macAddress */
export async function deleteMac(id: number, hashKey: string, macAddress: string) {
  const data = await api.delete<unknown>('/api/subscription/hash-key-mac-delete/temp', { query: { id, hashKey, macAddress } });
  return parseResponse(adminMacDeleteResponseSchema, data);
}
