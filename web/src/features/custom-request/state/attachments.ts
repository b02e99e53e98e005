import { useMemo, useReducer } from 'react';
import type { ApplicationFile } from '@store/shared';

// Files attached to the application. Those uploaded during this visit may be deleted; those
// that belong to a saved draft are locked (store.md §4), and saving a draft locks them all.

export interface Attachment {
  id: string;
  name: string;
  /** Unknown for files that came with a saved draft. */
  size: number | null;
  locked: boolean;
}

export type AttachmentAction =
  | { type: 'add'; attachment: Attachment }
  | { type: 'remove'; id: string }
  | { type: 'lock'; id?: string }
  | { type: 'loadDraft'; fileNames: string; files: ApplicationFile[] };

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
      return action.fileNames
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id, name: known.get(id)?.originalName ?? id, size: known.get(id)?.size ?? null, locked: true }));
    }
  }
}

export function useAttachments() {
  const [attachments, dispatch] = useReducer(attachmentsReducer, []);
  // Stable actions, so effects that load a draft need not list them as changing.
  const actions = useMemo(
    () => ({
      add: (attachment: Attachment) => dispatch({ type: 'add', attachment }),
      remove: (id: string) => dispatch({ type: 'remove', id }),
      lock: (id?: string) => dispatch({ type: 'lock', id }),
      loadDraft: (fileNames: string, files: ApplicationFile[] = []) => dispatch({ type: 'loadDraft', fileNames, files }),
    }),
    [],
  );
  return { attachments, fileNames: attachments.map((a) => a.id).join(','), ...actions };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;
