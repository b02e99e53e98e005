import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS } from '@store/shared';
import { fetchedPaths, jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { useAttachments } from '../state/attachments.ts';
import { AttachmentField } from './attachment-field.tsx';

afterEach(() => vi.restoreAllMocks());

function Harness() {
  return <AttachmentField state={useAttachments()} />;
}

const file = (name: string, size = 10) => {
  const f = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const alertText = async () => (await screen.findByRole('dialog')).textContent ?? '';

describe('AttachmentField', () => {
  it('asks for a file when 업로드 is pressed with nothing selected', async () => {
    const spy = mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '업로드' }));
    expect(await alertText()).toContain(M.selectFile);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses more than 5 files or a file over 10 MB as soon as they are chosen, uploading nothing', async () => {
    const spy = mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('파일 선택');

    await user.upload(input, Array.from({ length: 6 }, (_, i) => file(`f${i}.pdf`)));
    expect(await alertText()).toContain(M.tooManyFiles);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('선택된 파일 없음')).toBeTruthy();

    await user.upload(input, [file('big.pdf', UPLOAD_LIMITS.maxBytes + 1)]);
    expect(await alertText()).toContain(M.fileTooLarge);
    expect(spy).not.toHaveBeenCalled();
    // The refused file is no longer shown as chosen.
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('선택된 파일 없음')).toBeTruthy();
  });

  it('says a chosen 0-byte file is empty, not that none was chosen, and uploads nothing', async () => {
    const spy = mockFetch(() => ({}));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('파일 선택') as HTMLInputElement;
    await user.upload(input, [file('빈 문서.pdf', 0)]);
    expect(await alertText()).toContain(M.emptyFile);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(input.value).toBe('');
    expect(screen.getByText('선택된 파일 없음')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('empties the picker after the server refuses a file, so that file can be chosen again', async () => {
    const refusals = [jsonResponse(415, { message: M.fileTypeNotAllowed }), jsonResponse(413, { message: M.fileTooLarge })];
    const spy = mockFetch((url) => (url.pathname === '/api/upload-file' ? refusals.shift() : {}));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('파일 선택') as HTMLInputElement;

    for (const message of [M.fileTypeNotAllowed, M.fileTooLarge]) {
      await user.upload(input, [file('견적.pdf')]);
      expect(screen.getByText('견적.pdf')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: '업로드' }));
      expect(await alertText()).toContain(message);
      // Already while the alert says why: no refused name behind it, in the picker or beside it.
      expect(input.value).toBe('');
      expect(input.files).toHaveLength(0);
      expect(screen.getByText('선택된 파일 없음')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: '확인' }));
    }
    expect(fetchedPaths(spy).filter((p) => p === '/api/upload-file')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: '첨부된 파일' })).toBeNull();
  });

  it('uploads each file, lists it with its size, and deletes it again', async () => {
    let n = 0;
    const spy = mockFetch((url) => (url.pathname === '/api/upload-file' ? { result: 'success', d: `id${++n}`, filename: `spec${n}.pdf` } : { result: 'success' }));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('파일 선택'), [file('a.pdf', 2048), file('b.pdf', 3 * 1024 * 1024)]);
    await user.click(screen.getByRole('button', { name: '업로드' }));

    const list = await screen.findByRole('list', { name: '첨부된 파일' });
    expect(list.textContent).toContain('spec1.pdf');
    expect(list.textContent).toContain('2.0 KB');
    expect(list.textContent).toContain('3.0 MB');
    expect((screen.getByLabelText('파일 선택') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'spec1.pdf 삭제' }));
    await screen.findByText(M.deleteSuccess);
    expect(screen.queryByText('spec1.pdf')).toBeNull();
    expect(fetchedPaths(spy)).toContain('/api/delete-file?fileId=id1');
  });
});
