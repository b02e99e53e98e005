import { useMemo, useReducer, useState } from 'react';
import type { ApplicationFile } from '@store/shared';

// Files attached to the application. Those uploaded during this visit may be deleted; those
// that belong to a saved draft are locked (store.md §4), and saving a draft locks them all.
// Uploads made before a reload come back from the server (restore): they count toward the
// server's 5-file limit, so the buyer must see them and be able to delete them.

export interface Attachment {
  id: string;
  name: string;
  /** Unknown for files that came with a saved draft. */
  size: number | null;
  locked: boolean;
  /** Uploaded before this page was opened (a reload, another visit of the form). */
  restored?: boolean;
}

export type AttachmentAction =
  | { type: 'add'; attachment: Attachment }
  | { type: 'remove'; id: string }
  | { type: 'lock'; id?: string }
  | { type: 'loadDraft'; fileNames: string; files: ApplicationFile[] }
  | { type: 'restore'; files: ApplicationFile[] };

export function attachmentsReducer(state: Attachment[], action: AttachmentAction): Attachment[] {
  switch (action.type) {
    case 'add':
      return [...state, action.attachment];
    case 'remove':
      return state.filter((a) => a.id !== action.id);
    case 'lock':
      return state.map((a) => (action.id === undefined || a.id === action.id ? { ...a, locked: true } : a));
    case 'loadDraft': {
      // fileNames is the spec's list of ids; `files` adds their names and sizes when known.
      const known = new Map(action.files.map((f) => [f.fileId, f]));
      const drafted = action.fileNames
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id, name: known.get(id)?.originalName ?? id, size: known.get(id)?.size ?? null, locked: true }));
      // Files already listed (restored, or uploaded before the draft arrived) stay: the server
      // counts them, so dropping them from view would hide files that block new uploads.
      const ids = new Set(drafted.map((a) => a.id));
      return [...drafted, ...state.filter((a) => !ids.has(a.id))];
    }
    case 'restore': {
      const ids = new Set(state.map((a) => a.id));
      const restored = action.files.filter((f) => !ids.has(f.fileId)).map((f) => ({ id: f.fileId, name: f.originalName, size: f.size, locked: false, restored: true }));
      return [...state, ...restored];
    }
  }
}

export function useAttachments() {
  const [attachments, dispatch] = useReducer(attachmentsReducer, []);
  // Chosen with 파일 선택 but not uploaded yet: here rather than in the field, so submitting
  // the form can upload them too instead of silently leaving them out.
  const [selected, select] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  // Stable actions, so effects that load a draft need not list them as changing.
  const actions = useMemo(
    () => ({
      add: (attachment: Attachment) => dispatch({ type: 'add', attachment }),
      remove: (id: string) => dispatch({ type: 'remove', id }),
      lock: (id?: string) => dispatch({ type: 'lock', id }),
      loadDraft: (fileNames: string, files: ApplicationFile[] = []) => dispatch({ type: 'loadDraft', fileNames, files }),
      restore: (files: ApplicationFile[]) => dispatch({ type: 'restore', files }),
    }),
    [],
  );
  return { attachments, fileNames: attachments.map((a) => a.id).join(','), selected, select, uploading, setUploading, ...actions };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;
