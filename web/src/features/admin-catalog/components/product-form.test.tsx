import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminItem } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProductForm } from './product-form.tsx';

afterEach(() => vi.restoreAllMocks());

const saved = makeAdminItem({
  itemId: 3,
  itemName: '웹 데이터 수집 도구',
  itemDescription: '사이트의 목록을 정해진 시간마다 수집합니다.',
  costPrice: 99_000,
  salePrice: 79_000,
  discountRate: 20,
  saleQuantity: 10,
  category: 'BEST',
  categoryName: '베스트',
  itemStatus: 'PENDING',
  tags: ['BACKEND', '크롤링'],
});

const filter = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const tagBox = () => screen.getByLabelText('태그') as HTMLInputElement;

describe('ProductForm', () => {
  it('validates prices live, uploads an image with a preview and submits integer won', async () => {
    const user = userEvent.setup();
    const spy = mockFetch((url) => (url.pathname === '/api/upload-thumbnail-or-detail-file' ? { result: 'success', d: 'thumbnail-abc.webp', path: '/api/files/items/thumbnail-abc.webp' } : {}));
    const submit = vi.fn();
    renderWithProviders(<ProductForm saving={false} onSubmit={submit} />);
    await user.type(screen.getByLabelText('상품명'), '엑셀 정리기');
    await user.clear(screen.getByLabelText('정가 (원)'));
    await user.type(screen.getByLabelText('정가 (원)'), '30000');
    await user.clear(screen.getByLabelText('판매가 (원)'));
    await user.type(screen.getByLabelText('판매가 (원)'), '45000');
    expect(await screen.findByText('판매가는 정가보다 클 수 없습니다.')).toBeTruthy();
    await user.clear(screen.getByLabelText('판매가 (원)'));
    await user.type(screen.getByLabelText('판매가 (원)'), '24000');
    expect(await screen.findByText(/할인율 20%/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('판매 상태'), 'SALE');
    await user.click(screen.getByRole('button', { name: '상품 등록' }));
    expect(await screen.findByText('판매 중인 상품에는 썸네일 이미지가 필요합니다.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    const input = screen.getByLabelText('썸네일 이미지') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '썸네일 이미지 미리보기' })).toBeTruthy();
    expect(spy.mock.calls.some(([u]) => String(u).includes('/api/upload-thumbnail-or-detail-file'))).toBe(true);

    await user.type(screen.getByLabelText('태그'), '엑셀, BACKEND');
    await user.click(screen.getByRole('button', { name: '상품 등록' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({ itemName: '엑셀 정리기', costPrice: 30000, salePrice: 24000, itemStatus: 'SALE', thumbFileName: 'thumbnail-abc.webp', tags: ['엑셀', 'BACKEND'], videoUrl: null });
  });

  it('puts the 프론트엔드/백엔드 filter tags behind two checkboxes, not codes to know, and the other tags in the box', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    renderWithProviders(<ProductForm item={saved} saving={false} onSubmit={submit} />);
    expect(screen.getByRole('group', { name: '상품 목록 필터' })).toBeTruthy();
    expect(filter('백엔드').checked).toBe(true);
    expect(filter('프론트엔드').checked).toBe(false);
    expect(tagBox().value).toBe('크롤링');
    expect(screen.queryByText(/FRONTEND/)).toBeNull();

    await user.click(filter('프론트엔드'));
    await user.click(filter('백엔드'));
    await user.click(screen.getByRole('button', { name: '수정 내용 저장' }));
    expect(submit.mock.calls[0]![0].tags).toEqual(['크롤링', 'FRONTEND']);
    // The save names the version it edits, so one over another admin's newer save is refused.
    expect(submit.mock.calls[0]![0].updatedAt).toBe(saved.updatedAt);
  });

  it('files a code typed in the box, in any case, under its checkbox once, and unchecking it takes it out of the box', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    renderWithProviders(<ProductForm item={{ ...saved, tags: ['FRONTEND'] }} saving={false} onSubmit={submit} />);
    await user.type(tagBox(), '엑셀, frontend, Backend');
    expect(filter('프론트엔드').checked).toBe(true);
    expect(filter('백엔드').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '수정 내용 저장' }));
    expect(submit.mock.calls[0]![0].tags).toEqual(['엑셀', 'FRONTEND', 'BACKEND']);

    await user.click(filter('백엔드'));
    expect(filter('백엔드').checked).toBe(false);
    expect(tagBox().value).toBe('엑셀, frontend');
    await user.click(filter('프론트엔드'));
    expect(tagBox().value).toBe('엑셀');
    await user.click(screen.getByRole('button', { name: '수정 내용 저장' }));
    expect(submit.mock.calls[1]![0].tags).toEqual(['엑셀']);
  });

  it('gives the sentence fields (설치 방법, A/S 안내) a multi-line box, not a one-line input that cut them off', () => {
    renderWithProviders(<ProductForm saving={false} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('설치 방법').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('A/S 안내').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('사용 환경').tagName).toBe('INPUT');
  });
});
