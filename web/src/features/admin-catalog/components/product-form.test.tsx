import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProductForm } from './product-form.tsx';

afterEach(() => vi.restoreAllMocks());

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

  it('gives the sentence fields (설치 방법, A/S 안내) a multi-line box, not a one-line input that cut them off', () => {
    renderWithProviders(<ProductForm saving={false} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('설치 방법').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('A/S 안내').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('사용 환경').tagName).toBe('INPUT');
  });
});
