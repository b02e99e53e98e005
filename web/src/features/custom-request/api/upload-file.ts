import { uploadResultSchema } from '@store/shared';
import { request } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

/** POST /api/upload-file (multipart field `file`) → the stored file's id `d` and its name. */
export async function uploadFile(file: File): Promise<{ id: string; filename: string }> {
  const body = new FormData();
  body.append('file', file);
  const data = parseResponse(uploadResultSchema, await request<unknown>('POST', '/api/upload-file', { body }));
  return { id: data.d, filename: data.filename };
}
