import { api } from '../../../lib/api-client.ts';

/** GET /api/delete-file?fileId → {result:'success'}; 409 when the file belongs to a saved draft. */
export async function deleteFile(fileId: string): Promise<boolean> {
  const data = await api.get<{ result?: string }>('/api/delete-file', { query: { fileId } });
  return data.result === 'success';
}
