import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS } from '@store/shared';
import { fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { FORM_MESSAGES } from '../messages.ts';
import { CustomRequestForm } from './custom-request-form.tsx';

// The form's files as the server knows them: uploads made before a reload, and files chosen but
// never sent with 업로드.

afterEach(() => vi.restoreAllMocks());

const PENDING = '/api/upload-file/pending';
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const alertText = async () => (await screen.findByRole('dialog')).textContent ?? '';
const counter = () => screen.getByText(/최대 5개/).textContent ?? '';
const noContent = () => new Response(null, { status: 204 });
const file = (name: string, size = 10) => {
  const f = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/이름/), '김민준');
  await user.type(field(/휴대폰 번호/), '01012345678');
  await user.type(field(/이메일/), 'minjun@example.com');
  await user.type(field(/제목/), '주문 정리 자동화 요청');
  await user.type(field(/내용/), '매일 아침 주문을 엑셀로 정리하고 싶습니다.');
}

const earlier = [
  { fileId: 'earlier-1', originalName: '지난번 화면.png', size: 98 },
  { fileId: 'earlier-2', originalName: '지난번 견적.pdf', size: 125 },
];

describe('uploads made before a reload', () => {
  it('are listed again for a visitor, count toward the limit and can be deleted', async () => {
    const spy = mockFetch((url) => (url.pathname === PENDING ? { files: earlier } : { result: 'success' }));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    const list = await screen.findByRole('list', { name: '첨부된 파일' });
    expect(list.textContent).toContain('지난번 화면.png');
    expect(list.textContent).toContain('98 B');
    expect(list.textContent).toContain('이전에 올린 파일');
    expect(counter()).toContain(`(2/${UPLOAD_LIMITS.maxFiles})`);
    expect(await screen.findByText(FORM_MESSAGES.uploadsRestored)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '지난번 화면.png 삭제' }));
    await screen.findByText(M.deleteSuccess);
    expect(fetchedPaths(spy)).toContain('/api/delete-file?fileId=earlier-1');
    expect(counter()).toContain(`(1/${UPLOAD_LIMITS.maxFiles})`);
  });

  it('are sent with the application like files uploaded now', async () => {
    const spy = mockFetch((url, init) => {
      if (url.pathname === PENDING) return { files: earlier };
      if (init?.method === 'POST') return jsonResponse(201, { message: M.submitted, applicationNumber: 'CR-20261201-0001' });
      return noContent();
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    await screen.findByRole('list', { name: '첨부된 파일' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    expect(await alertText()).toContain(M.submitted);
    expect(JSON.parse(String(spy.mock.calls.at(-1)?.[1]?.body)).fileNames).toBe('earlier-1,earlier-2');
  });

  it('are shown beside a member’s draft, whichever answer comes first', async () => {
    let releaseDraft = () => {};
    const draftHeld = new Promise<void>((resolve) => (releaseDraft = resolve));
    mockFetch(async (url) => {
      if (url.pathname === PENDING) return { files: earlier };
      await draftHeld;
      return {
        applicationArticleId: 9,
        name: '김민준',
        email: '',
        phoneNumber: '01012345678',
        title: '저장해 둔 신청서',
        content: '임시 저장된 내용입니다.',
        fileNames: 'file-a',
        files: [{ fileId: 'file-a', originalName: '기존 요구사항.pdf', size: 4096 }],
      };
    });
    renderWithProviders(<CustomRequestForm />, { session: member });
    await screen.findByRole('button', { name: '지난번 견적.pdf 삭제' });
    releaseDraft();
    await waitFor(() => expect(field(/제목/).value).toBe('저장해 둔 신청서'));
    const list = screen.getByRole('list', { name: '첨부된 파일' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /기존 요구사항\.pdf.*삭제 불가/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '지난번 화면.png 삭제' })).toBeTruthy();
    expect(counter()).toContain(`(3/${UPLOAD_LIMITS.maxFiles})`);
  });

  it('leave the form empty when the server has none or cannot say', async () => {
    mockFetch(() => jsonResponse(500, { message: '오류' }));
    renderWithProviders(<CustomRequestForm />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('list', { name: '첨부된 파일' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('files chosen without pressing 업로드', () => {
  it('are uploaded when the application is submitted, and sent with it', async () => {
    const spy = mockFetch((url, init) => {
      if (url.pathname === '/api/upload-file') return { result: 'success', d: 'new-file-1', filename: '요구사항.pdf' };
      if (init?.method === 'POST') return jsonResponse(201, { message: M.submitted, applicationNumber: 'CR-20261201-0002' });
      return noContent();
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    await fillValid(user);
    await user.upload(screen.getByLabelText('파일 선택'), [file('요구사항.pdf', 2048)]);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    expect(await alertText()).toContain(M.submitted);
    const posts = spy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(posts).toEqual(['/api/upload-file', '/api/apply/custom-product']);
    expect(JSON.parse(String(spy.mock.calls.at(-1)?.[1]?.body)).fileNames).toBe('new-file-1');
  });

  it('stop the submission, pointing at the file, when one cannot be uploaded', async () => {
    const spy = mockFetch((url) => (url.pathname === '/api/upload-file' ? jsonResponse(415, { message: M.fileTypeNotAllowed }) : noContent()));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    await fillValid(user);
    await user.upload(screen.getByLabelText('파일 선택'), [file('설치파일.pdf')]);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    const text = await alertText();
    expect(text).toContain('설치파일.pdf');
    expect(text).toContain(M.fileTypeNotAllowed);
    expect(text).toContain(FORM_MESSAGES.notSubmittedForFiles);
    expect(fetchedPaths(spy)).not.toContain('/api/apply/custom-product');
  });

  it('are refused when chosen against the rules, before anything is uploaded or submitted', async () => {
    const spy = mockFetch(() => noContent());
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    await fillValid(user);
    await user.upload(screen.getByLabelText('파일 선택'), [file('big.pdf', UPLOAD_LIMITS.maxBytes + 1)]);
    expect(await alertText()).toContain(M.fileTooLarge);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('선택된 파일 없음')).toBeTruthy();
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('are uploaded when a member saves a draft, and saved with it', async () => {
    const spy = mockFetch((url, init) => {
      if (url.pathname === '/api/upload-file') return { result: 'success', d: 'new-file-2', filename: '참고.pdf' };
      if (init?.method === 'POST') return { message: M.draftSaved };
      return noContent();
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />, { session: member });
    await fillValid(user);
    await user.upload(screen.getByLabelText('파일 선택'), [file('참고.pdf')]);
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    expect(await alertText()).toContain(M.draftSaved);
    const save = spy.mock.calls.find(([input]) => String(input).endsWith('/api/apply-form/temporary-store'));
    expect(JSON.parse(String(save?.[1]?.body)).fileNames).toBe('new-file-2');
  });
});
