import { request } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

/** POST /api/upload-file (multipart field `file`) → the stored file's id `d` and its name. */
export async function uploadFile(file: File): Promise<{ id: string; filename: string }> {
  const body = new FormData();
  body.append('file', file);
  const data = await parseLoaded(() => import('@store/shared/schemas/custom-request').then((m) => m.uploadResultSchema), request<unknown>('POST', '/api/upload-file', { body }));
  return { id: data.d, filename: data.filename };
}
