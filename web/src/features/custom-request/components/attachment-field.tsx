import { useEffect, useId, useRef, useState } from 'react';
import { Download, FileText, Lock, Paperclip, Trash2, Upload } from 'lucide-react';
import { CUSTOM_REQUEST_MESSAGES as M, formatBytes, UPLOAD_LIMITS } from '@store/shared';
import { Button, useDialogs, useToast } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../failure.ts';
import { ATTACHMENT_ACCEPT } from '../messages.ts';
import type { AttachmentsState } from '../state/attachments.ts';
import { checkSelection } from '../state/file-rules.ts';
import { useUploadSelected } from './use-upload-selected.ts';

const calls = () => import('../api/attachment-calls.ts');

/** Choose files, upload them one by one, list and delete them; and the example template. */
export function AttachmentField({ state }: { state: AttachmentsState }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { alert } = useDialogs();
  const toast = useToast();

  const upload = useUploadSelected(state);

  // Whoever uploaded the selection (업로드 or the form's submit), the picker shows none again.
  const selected = state.selected;
  useEffect(() => {
    if (selected.length === 0 && inputRef.current) inputRef.current.value = '';
  }, [selected]);

  const remove = async (fileId: string, locked: boolean) => {
    if (locked) return alert(M.draftFileLocked);
    try {
      const { deleteFile } = await calls();
      if (!(await deleteFile(fileId))) return alert(M.deleteFailed);
      state.remove(fileId);
      toast(M.deleteSuccess, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        state.lock(fileId);
        return alert(M.draftFileLocked);
      }
      await alert(failureMessage(error, M.deleteFailed));
    }
  };

  const downloadExample = async () => {
    setBusy(true);
    try {
      const { downloadExampleFile, saveBlob } = await calls();
      const { blob, filename } = await downloadExampleFile();
      saveBlob(blob, filename);
      toast(M.exampleDownloaded, 'success');
    } catch {
      await alert(M.exampleFailed);
    } finally {
      setBusy(false);
    }
  };

  const full = state.attachments.length >= UPLOAD_LIMITS.maxFiles;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-[13px] text-mute">
          PDF·이미지·오피스·한글·ZIP·텍스트 파일, 파일당 최대 10MB, 최대 {UPLOAD_LIMITS.maxFiles}개 ({state.attachments.length}/{UPLOAD_LIMITS.maxFiles})
        </p>
        <Button variant="ghost" size="sm" onClick={() => void downloadExample()} loading={busy} className="text-brand-700">
          <Download className="size-4" aria-hidden />
          예시 파일 다운로드
        </Button>
      </div>

      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <div className="flex min-w-0 flex-1 items-center gap-3 rounded-xl border border-dashed border-line bg-soft/50 px-3 py-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            disabled={full}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              // Refused as soon as chosen (too many, too large, a type not taken), so no file
              // that can never be sent sits in the picker until 업로드 or the submit says so.
              const problem = checkSelection(files, state.attachments.length);
              if (problem) {
                e.target.value = '';
                state.select([]);
                void alert(problem);
                return;
              }
              state.select(files);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
          >
            <Paperclip className="size-4" aria-hidden />
            파일 선택
          </label>
          <span className="min-w-0 truncate text-sm text-sub" aria-live="polite">
            {selected.length === 0 ? '선택된 파일 없음' : selected.length === 1 ? selected[0]!.name : `${selected[0]!.name} 외 ${selected.length - 1}개`}
          </span>
        </div>
        <Button variant="secondary" onClick={() => void upload()} loading={state.uploading} disabled={full || state.uploading || busy} className="sm:h-auto">
          <Upload className="size-4" aria-hidden />
          업로드
        </Button>
      </div>

      {state.attachments.length > 0 && (
        <ul aria-label="첨부된 파일" className="mt-3 divide-y divide-line rounded-xl border border-line">
          {state.attachments.map((file) => (
            <li key={file.id} className="flex items-center gap-3 px-4 py-3">
              <FileText className="size-5 shrink-0 text-brand-600" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] text-ink">{file.name}</span>
                <span className="block text-xs text-mute">
                  {file.locked ? '임시 저장된 파일' : file.restored ? '이전에 올린 파일' : '이번에 올린 파일'}
                  {file.size !== null && ` · ${formatBytes(file.size)}`}
                </span>
              </span>
              <button
                type="button"
                onClick={() => void remove(file.id, file.locked)}
                aria-label={file.locked ? `${file.name} (임시 저장된 파일, 삭제 불가)` : `${file.name} 삭제`}
                className="grid size-9 shrink-0 place-items-center rounded-lg text-mute hover:bg-soft hover:text-ink"
              >
                {file.locked ? <Lock className="size-4" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
