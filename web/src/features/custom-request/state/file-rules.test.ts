import { describe, expect, it } from 'vitest';
import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS } from '@store/shared';
import { attachmentsReducer, type Attachment } from './attachments.ts';
import { checkSelection } from './file-rules.ts';

const files = (...sizes: number[]) => sizes.map((size) => ({ size }));

describe('checkSelection', () => {
  it('asks for a file when nothing is selected', () => {
    expect(checkSelection([], 0)).toBe(M.selectFile);
  });

  it('allows up to 5 files in all, counting those already attached', () => {
    expect(checkSelection(files(1, 1, 1, 1, 1), 0)).toBeNull();
    expect(checkSelection(files(1, 1, 1, 1, 1, 1), 0)).toBe(M.tooManyFiles);
    expect(checkSelection(files(1, 1), 3)).toBeNull();
    expect(checkSelection(files(1, 1), 4)).toBe(M.tooManyFiles);
  });

  it('refuses an empty file as empty, not as nothing chosen', () => {
    expect(checkSelection(files(1, 0), 0)).toBe(M.emptyFile);
  });

  it('allows files of exactly 10 MB and refuses anything larger', () => {
    expect(checkSelection(files(UPLOAD_LIMITS.maxBytes), 0)).toBeNull();
    expect(checkSelection(files(1, UPLOAD_LIMITS.maxBytes + 1), 0)).toBe(M.fileTooLarge);
  });
});

describe('attachmentsReducer', () => {
  const fresh: Attachment = { id: 'f1', name: 'a.pdf', size: 10, locked: false };

  it('loads a draft\'s files locked, and saving a draft locks the new ones too', () => {
    const loaded = attachmentsReducer([], { type: 'loadDraft', fileNames: 'd1,d2', files: [{ fileId: 'd1', originalName: '요구사항.pdf', size: 2048 }] });
    expect(loaded).toEqual([
      { id: 'd1', name: '요구사항.pdf', size: 2048, locked: true },
      { id: 'd2', name: 'd2', size: null, locked: true },
    ]);
    const withNew = attachmentsReducer(loaded, { type: 'add', attachment: fresh });
    expect(withNew.at(-1)?.locked).toBe(false);
    expect(attachmentsReducer(withNew, { type: 'lock' }).every((a) => a.locked)).toBe(true);
  });

  it('removes one file by id', () => {
    expect(attachmentsReducer([fresh], { type: 'remove', id: 'f1' })).toEqual([]);
  });
});
