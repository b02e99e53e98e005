import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ImageUploadType } from '@store/shared';
import { cn, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadImage } from '../api/items.ts';
import { MESSAGES } from '../messages.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * An image field: pick a file, it is uploaded at once (the server checks, resizes and renames
 * it) and previewed; the form keeps only the generated file name.
 */
export function ImageUpload({
  label,
  fileType,
  path,
  onUploaded,
  onClear,
  error,
  hint,
}: {
  label: string;
  fileType: ImageUploadType;
  path: string | null;
  onUploaded: (fileName: string, path: string) => void;
  onClear: () => void;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string>();

  async function pick(file: File | undefined) {
    if (!file) return;
    setLocalError(undefined);
    // Checked here only to spare a useless upload; the server decides by the bytes.
    if (file.size > MAX_BYTES) return setLocalError('이미지는 10MB 이하만 업로드할 수 있습니다.');
    setBusy(true);
    try {
      const result = await uploadImage(file, fileType);
      onUploaded(result.d, result.path);
      toast(MESSAGES.uploadSuccess, 'success');
    } catch (e) {
      setLocalError(`${MESSAGES.uploadFailed}: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  }

  const message = localError ?? error;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-sub" id={`${id}-label`}>
        {label}
      </span>
      <div className={cn('flex items-center gap-4 rounded-xl border border-dashed p-3', message ? 'border-danger' : 'border-line')}>
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-soft">
          {path ? <img src={path} alt={`${label} 미리보기`} className="size-full object-cover" /> : <span className="text-xs text-mute">이미지 없음</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className={cn('inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-xl border border-line bg-white px-3 text-sm font-semibold hover:bg-soft', busy && 'opacity-50')}>
            <ImagePlus className="size-4" aria-hidden />
            {busy ? '업로드 중...' : path ? '이미지 변경' : '이미지 선택'}
          </label>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={busy}
            aria-labelledby={`${id}-label`}
            aria-describedby={message || hint ? `${id}-msg` : undefined}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {path && (
            <button type="button" onClick={onClear} className="inline-flex h-9 items-center gap-1 rounded-xl px-3 text-sm text-sub hover:bg-soft">
              <X className="size-4" aria-hidden /> 삭제
            </button>
          )}
        </div>
      </div>
      {message ? (
        <p id={`${id}-msg`} role="alert" className="text-[13px] text-danger">
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-msg`} className="text-[13px] text-mute">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
