import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_REQUEST_MESSAGES as M, FIELD_MESSAGES } from '@store/shared';
import { currentLocation, fetchedPaths, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CustomRequestForm } from './custom-request-form.tsx';

afterEach(() => vi.restoreAllMocks());

const PENDING = '/api/upload-file/pending';
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const alertText = async () => (await screen.findByRole('dialog')).textContent ?? '';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/이름/), '김민준');
  await user.type(field(/휴대폰 번호/), '01012345678');
  await user.type(field(/이메일/), 'minjun@example.com');
  await user.type(field(/제목/), '주문 정리 자동화 요청');
  await user.type(field(/내용/), '매일 아침 주문을 엑셀로 정리하고 싶습니다.');
}

describe('CustomRequestForm', () => {
  it('checks each field as it is typed, with the shared Korean messages', async () => {
    mockFetch(() => jsonResponse(404, { message: '없음' }));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);

    await user.type(field(/이름/), '김');
    expect(await screen.findByText(FIELD_MESSAGES.nameMin)).toBeTruthy();
    await user.type(field(/이름/), '민준');
    await waitFor(() => expect(screen.queryByText(FIELD_MESSAGES.nameMin)).toBeNull());

    await user.type(field(/휴대폰 번호/), '0111234');
    expect(await screen.findByText(FIELD_MESSAGES.phone)).toBeTruthy();
    await user.type(field(/이메일/), 'not-an-email');
    expect(await screen.findByText(FIELD_MESSAGES.email)).toBeTruthy();
    await user.type(field(/제목/), '짧음');
    expect(await screen.findByText(M.titleLength)).toBeTruthy();
  });

  it('counts the content as it is typed', async () => {
    mockFetch(() => jsonResponse(404, {}));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    expect(screen.getByText(/\/1,000/).textContent).toContain('0/1,000');
    await user.type(field(/내용/), '열 글자 이상 입력');
    expect(screen.getByText(/\/1,000/).textContent).toContain('10/1,000');
    expect(field(/내용/).getAttribute('maxlength')).toBe('1000');
  });

  it('refuses to submit an empty form and marks every required field', async () => {
    const spy = mockFetch(() => jsonResponse(404, {}));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    expect(await screen.findByText(FIELD_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.phoneRequired)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(M.titleLength)).toBeTruthy();
    expect(screen.getByText(M.contentLength)).toBeTruthy();
    expect(fetchedPaths(spy).filter((p) => p.startsWith('/api/apply'))).toEqual([]);
  });

  it('submits a valid form and goes back to the landing page', async () => {
    const spy = mockFetch(() => jsonResponse(201, { message: M.submitted, applicationNumber: 'CP-2026-0001' }));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />, { route: '/custom-product-second' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '신청서 제출' }));
    expect(await alertText()).toContain(M.submitted);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentLocation()?.pathname).toBe('/custom-product-first'));
    const body = JSON.parse(String(spy.mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({ name: '김민준', email: 'minjun@example.com', phoneNumber: '01012345678', title: '주문 정리 자동화 요청', content: '매일 아침 주문을 엑셀로 정리하고 싶습니다.', fileNames: '' });
  });

  it('tells a visitor that drafts need a login, without calling the server', async () => {
    const spy = mockFetch(() => jsonResponse(404, {}));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />);
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    expect(await alertText()).toContain(M.draftLoginRequired);
    expect(fetchedPaths(spy).filter((p) => p !== PENDING)).toEqual([]);
  });

  it('asks for a draft only once the session is confirmed as a member', async () => {
    const spy = mockFetch(() => jsonResponse(404, {}));
    const view = renderWithProviders(<CustomRequestForm />, { session: { status: 'unknown' } });
    await screen.findByRole('button', { name: '임시 저장' });
    expect(fetchedPaths(spy)).toEqual([]);
    view.unmount();
    renderWithProviders(<CustomRequestForm />, { session: member });
    // No draft (404): the member's own details are asked for, to start the form with.
    await waitFor(() => expect(fetchedPaths(spy).sort()).toEqual(['/api/apply/custom-product', '/api/members/my-info', PENDING]));
  });

  it("starts a member's form without a draft with their name, e-mail and phone, leaving typed fields alone", async () => {
    let answerInfo: (value: unknown) => void = () => {};
    const info = new Promise((resolve) => (answerInfo = resolve));
    mockFetch((url) => {
      if (url.pathname === '/api/members/my-info') return info;
      if (url.pathname === '/api/apply/custom-product') return new Response(null, { status: 204 });
      return { files: [] };
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />, { session: member });
    await user.type(field(/제목/), '주문 정리 자동화 요청');
    await user.type(field(/이름/), '김대리');
    answerInfo({ data: { loginId: 'demo', name: '김데모', phone: '01012345678', email: 'demo@example.com', emailVerified: true, hasPassword: true } });
    await waitFor(() => expect(field(/이메일/).value).toBe('demo@example.com'));
    expect(field(/휴대폰 번호/).value).toBe('01012345678');
    expect(field(/이름/).value).toBe('김대리');
    expect(field(/제목/).value).toBe('주문 정리 자동화 요청');
  });

  it('requires name, phone, title and content for a member\'s draft', async () => {
    mockFetch(() => jsonResponse(404, {}));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />, { session: member });
    await user.type(field(/이름/), '김민준');
    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    expect(await alertText()).toContain(M.draftRequired);
  });

  it('loads a member\'s draft on open, with its files locked', async () => {
    mockFetch(() => ({
      applicationArticleId: 9,
      name: '김민준',
      email: '',
      phoneNumber: '01012345678',
      title: '저장해 둔 신청서',
      content: '임시 저장된 내용입니다.',
      fileNames: 'file-a',
      files: [{ fileId: 'file-a', originalName: '기존 요구사항.pdf', size: 4096 }],
    }));
    const user = userEvent.setup();
    renderWithProviders(<CustomRequestForm />, { session: member });
    await waitFor(() => expect(field(/제목/).value).toBe('저장해 둔 신청서'));
    expect(screen.getByRole('list', { name: '첨부된 파일' }).textContent).toContain('4.0 KB');
    await user.click(screen.getByRole('button', { name: /기존 요구사항\.pdf.*삭제 불가/ }));
    expect(await alertText()).toContain(M.draftFileLocked);
  });

  describe('reopened in the same visit', () => {
    const savedDraft = {
      applicationArticleId: 9,
      name: '김민준',
      email: 'minjun@example.com',
      phoneNumber: '01012345678',
      title: '저장해 둔 신청서',
      content: '임시 저장된 내용입니다.',
      fileNames: 'file-a',
      files: [{ fileId: 'file-a', originalName: '기존 요구사항.pdf', size: 4096 }],
    };
    const noContent = () => new Response(null, { status: 204 });
    // The form page, the landing page and another page, as the app's router has them.
    const app = (
      <Routes>
        <Route path="/custom-product-second" element={<CustomRequestForm />} />
        <Route path="/custom-product-first" element={<Link to="/custom-product-second">신청하기</Link>} />
        <Route path="/privacy-policy" element={<Link to="/custom-product-second">신청서로 돌아가기</Link>} />
      </Routes>
    );

    it('does not refill the form with a draft that was just submitted', async () => {
      let submitted = false;
      mockFetch((url, init) => {
        if (init?.method === 'POST') {
          submitted = true;
          return jsonResponse(201, { message: M.submitted, applicationNumber: 'CR-20261201-0001' });
        }
        return submitted ? noContent() : savedDraft;
      });
      const user = userEvent.setup();
      renderWithProviders(app, { route: '/custom-product-second', session: member });
      await waitFor(() => expect(field(/제목/).value).toBe('저장해 둔 신청서'));
      await user.click(screen.getByRole('button', { name: '신청서 제출' }));
      expect(await alertText()).toContain(M.submitted);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
      await user.click(await screen.findByRole('link', { name: '신청하기' }));
      await screen.findByRole('button', { name: '신청서 제출' });
      await new Promise((r) => setTimeout(r, 50));
      expect(field(/제목/).value).toBe('');
      expect(screen.queryByRole('list', { name: '첨부된 파일' })).toBeNull();
    });

    it('shows the draft just saved when the form is opened again', async () => {
      let saved = false;
      mockFetch((url, init) => {
        if (init?.method === 'POST') {
          saved = true;
          return { message: M.draftSaved };
        }
        return saved ? { ...savedDraft, title: '주문 정리 자동화 요청', fileNames: '', files: [] } : noContent();
      });
      const user = userEvent.setup();
      renderWithProviders(app, { route: '/custom-product-second', session: member });
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: '임시 저장' }));
      expect(await alertText()).toContain(M.draftSaved);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
      await user.click(screen.getByRole('link', { name: '개인정보처리방침' }));
      await user.click(await screen.findByRole('link', { name: '신청서로 돌아가기' }));
      await waitFor(() => expect(field(/제목/).value).toBe('주문 정리 자동화 요청'));
    });
  });
});
