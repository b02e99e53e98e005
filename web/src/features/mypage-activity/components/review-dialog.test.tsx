import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick, jsonResponse, member, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { reviewable } from '../test/fixtures.ts';
import { ReviewDialog } from './review-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const target = { itemId: 7, orderItemId: 70 };

describe('ReviewDialog', () => {
  it('needs stars and 10+ characters, then posts the line with its ids', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let posted: { query: string; body: unknown } | undefined;
    let formReads = 0;
    mockFetch((url, init) => {
      if (url.pathname === '/api/review/write' && init?.method === 'POST') {
        posted = { query: url.search, body: JSON.parse(String(init.body)) };
        return jsonResponse(201, { result: 'success', message: '리뷰가 등록되었습니다.', articleId: 1, rewardPoint: 999 });
      }
      if (url.pathname === '/api/review/write') {
        formReads += 1;
        // Asked again once the review exists, the server answers 409 (a console error).
        return posted ? jsonResponse(409, { message: '이미 리뷰를 작성했습니다.' }) : { reviewForm: reviewable(70) };
      }
      return undefined;
    });
    renderWithProviders(<ReviewDialog target={target} onClose={onClose} />, { session: member });
    expect(await screen.findByText('리뷰 작성 시 999P 적립')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText('별점은 1점부터 5점까지 선택해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4점 좋아요' }));
    expect(screen.getByText('좋아요')).toBeTruthy();
    // Picking stars after a refused submit checks them again: the message goes at once.
    await waitFor(() => expect(screen.queryByText('별점은 1점부터 5점까지 선택해 주세요.')).toBeNull());
    await user.type(screen.getByLabelText('리뷰 내용'), '좋아요');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText('리뷰는 10자 이상 1000자 이하로 입력해 주세요.')).toBeTruthy();
    expect(posted).toBeUndefined();

    await user.type(screen.getByLabelText('리뷰 내용'), ' 매일 잘 쓰고 있습니다');
    expect(screen.getByText('16 / 1,000자')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted?.query).toBe('?itemId=7&orderItemId=70');
    expect(posted?.body).toMatchObject({ itemId: 7, orderItemId: 70, orderCount: 1, subscriptionPeriod: 3, rate: 4, content: '좋아요 매일 잘 쓰고 있습니다' });
    expect(await screen.findByText('리뷰가 등록되었습니다. 999P가 적립되었습니다.')).toBeTruthy();
    expect(formReads).toBe(1); // the written line's form is not read again
  });

  it('counts an emoji as one character and stops at 1,000 as the server does', async () => {
    mockFetch((url) => (url.pathname === '/api/review/write' ? { reviewForm: reviewable(70) } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<ReviewDialog target={target} onClose={vi.fn()} />, { session: member });
    const box = (await screen.findByLabelText('리뷰 내용')) as HTMLTextAreaElement;

    // The shared schema counts code points: ten 😀 are ten characters, not twenty UTF-16 units.
    await user.type(box, '😀'.repeat(10));
    expect(screen.getByText('10 / 1,000자')).toBeTruthy();

    // A maxLength of 1000 units stopped here, at 995 characters; the server takes 1000.
    await user.click(box);
    await user.paste('좋'.repeat(985));
    await user.type(box, '😀'.repeat(6));
    expect(screen.getByText('1,000 / 1,000자')).toBeTruthy();
    expect(box.value.endsWith('😀'.repeat(5))).toBe(true);
    await user.type(box, '가');
    expect(Array.from(box.value)).toHaveLength(1000);
    expect(box.value.endsWith('😀')).toBe(true);
  });

  it('posts once for a double click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let posts = 0;
    mockFetch((url, init) => {
      if (url.pathname === '/api/review/write' && init?.method === 'POST') {
        posts += 1;
        return jsonResponse(201, { result: 'success', message: '리뷰가 등록되었습니다.', articleId: 1, rewardPoint: 999 });
      }
      if (url.pathname === '/api/review/write') return { reviewForm: reviewable(70) };
      return undefined;
    });
    renderWithProviders(<ReviewDialog target={target} onClose={onClose} />, { session: member });
    await user.click(await screen.findByRole('radio', { name: '4점 좋아요' }));
    await user.type(screen.getByLabelText('리뷰 내용'), '매일 잘 쓰고 있습니다');
    const button = screen.getByRole('button', { name: '리뷰 등록' }) as HTMLButtonElement;
    // Both clicks before React renders anything, as a fast double click can land. The form itself
    // ignores a submit while one is under way (lib/form), so no single-flight is needed here.
    doubleClick(button);
    expect(await screen.findByText('리뷰가 등록되었습니다. 999P가 적립되었습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(posts).toBe(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes and alerts when the line was already reviewed (409)', async () => {
    const onClose = vi.fn();
    mockFetch((url) => (url.pathname === '/api/review/write' ? jsonResponse(409, { message: '이미 리뷰를 작성한 주문 상품입니다.' }) : undefined));
    renderWithProviders(<ReviewDialog target={target} onClose={onClose} />, { session: member });
    expect(await screen.findByText('이미 리뷰를 작성한 주문 상품입니다.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
