import { CUSTOM_REQUEST_MESSAGES as M } from '@store/shared';
import { useDialogs, useToast } from '../../../components/index.ts';
import { failureMessage } from '../failure.ts';
import type { AttachmentsState } from '../state/attachments.ts';
import { checkSelection } from '../state/file-rules.ts';

const calls = () => import('../api/attachment-calls.ts');

/**
 * Uploads the chosen files one by one: for 업로드, and before the form is submitted or saved
 * (a chosen file used to be left out without a word when 업로드 was not pressed). Resolves to
 * the attachments' ids afterwards, or null when something was refused or failed: the alert says
 * which file and why, followed by `note` (what did not happen because of it).
 */
export function useUploadSelected(state: AttachmentsState) {
  const { alert } = useDialogs();
  const toast = useToast();
  return async (note?: string): Promise<string | null> => {
    const withNote = (message: string) => (note ? `${message}\n\n${note}` : message);
    const problem = checkSelection(state.selected, state.attachments.length);
    if (problem) {
      // The refused choice is dropped, so the picker does not go on naming a file that will
      // never be sent; the alert has said which and why.
      state.select([]);
      await alert(withNote(problem));
      return null;
    }
    state.setUploading(true);
    const ids = state.attachments.map((a) => a.id);
    let uploaded = 0;
    let failure: string | null = null;
    for (const file of state.selected) {
      try {
        const { uploadFile } = await calls();
        const result = await uploadFile(file);
        state.add({ id: result.id, name: result.filename || file.name, size: file.size, locked: false });
        ids.push(result.id);
        uploaded += 1;
      } catch (error) {
        failure = `${M.uploadFailed}\n${file.name}: ${failureMessage(error, M.uploadFailed)}`;
        break;
      }
    }
    state.setUploading(false);
    // Emptied before the alert, whatever the outcome: the picker (cleared by AttachmentField)
    // no longer names a file the server refused, and the same file can be chosen again.
    state.select([]);
    if (failure) await alert(withNote(failure));
    if (uploaded > 0) toast(M.uploadSuccess, 'success');
    return failure ? null : ids.join(',');
  };
}
