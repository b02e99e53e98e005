import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemPage, makeItem } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CreateKeyForm } from './create-key-form.tsx';

afterEach(() => vi.restoreAllMocks());

/** The text of what the control's aria-describedby names, as a screen reader reads it after the label. */
const description = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('CreateKeyForm', () => {
  it('ties the product select to its error as the text fields are tied to theirs', async () => {
    const user = userEvent.setup();
    mockFetch(() => itemPage([makeItem({ itemId: 3, itemName: '블로그 자동화' })]));
    renderWithProviders(<CreateKeyForm />);
    await screen.findByRole('option', { name: '블로그 자동화' });
    const product = screen.getByRole('combobox', { name: '상품' });
    expect(product.getAttribute('aria-invalid')).toBeNull();
    expect(product.getAttribute('aria-describedby')).toBeNull();

    await user.click(screen.getByRole('button', { name: '라이선스 키 생성' }));
    await screen.findByText('상품을 선택해 주세요.');
    expect(product.getAttribute('aria-invalid')).toBe('true');
    expect(description(product)).toBe('상품을 선택해 주세요.');
    // The same wiring as the buyer's text field beside it.
    expect(description(screen.getByLabelText('구매자 이름'))).toBe('구매자 이름을 입력해 주세요.');

    await user.selectOptions(product, '3');
    await user.click(screen.getByRole('button', { name: '라이선스 키 생성' }));
    await screen.findByText('시크릿 토큰을 입력해 주세요.');
    expect(product.getAttribute('aria-invalid')).toBeNull();
    expect(product.getAttribute('aria-describedby')).toBeNull();
  });

  it('describes the select with the failed product list, without calling the choice invalid', async () => {
    mockFetch(() => jsonResponse(500, { message: '서버 오류' }));
    renderWithProviders(<CreateKeyForm />);
    await screen.findByText('상품 정보를 불러오지 못했습니다.');
    const product = screen.getByRole('combobox', { name: '상품' });
    expect(description(product)).toBe('상품 정보를 불러오지 못했습니다.');
    expect(product.getAttribute('aria-invalid')).toBeNull();
  });
});
