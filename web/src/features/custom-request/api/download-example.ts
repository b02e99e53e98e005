import { ApiError } from '../../../lib/api-client.ts';
import { platform } from '../../../lib/platform/index.ts';
import { filenameFromDisposition } from '../../../lib/save-blob.ts';
import { FORM_MESSAGES } from '../messages.ts';

/** GET /api/download-example-file: the requirements template as a .docx blob. */
export async function downloadExampleFile(): Promise<{ blob: Blob; filename: string }> {
  const token = await platform().tokens.get();
  const res = await fetch('/api/download-example-file', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, res.statusText, undefined);
  return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get('content-disposition'), FORM_MESSAGES.exampleFileName) };
}
