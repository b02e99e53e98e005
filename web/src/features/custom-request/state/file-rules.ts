import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS } from '@store/shared';

/**
 * The browser-side check of a selection before uploading (store.md §5, §9): something must
 * be chosen, at most 5 files in all, none empty, each at most 10 MB. The server checks again.
 * Returns the Korean message to show, or null when the selection may be uploaded.
 */
export function checkSelection(files: readonly { size: number }[], attachedCount: number): string | null {
  if (files.length === 0) return M.selectFile;
  if (attachedCount + files.length > UPLOAD_LIMITS.maxFiles) return M.tooManyFiles;
  if (files.some((f) => f.size === 0)) return M.emptyFile;
  if (files.some((f) => f.size > UPLOAD_LIMITS.maxBytes)) return M.fileTooLarge;
  return null;
}
