import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { digitsOnly, phoneDigits } from './input.ts';

describe('phone number fields', () => {
  it('keep every digit of a number pasted with its hyphens', async () => {
    const onChange = vi.fn();
    render(<input aria-label="휴대폰 번호" {...phoneDigits({ onChange })} />);
    const field = screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
    await userEvent.click(field);
    await userEvent.paste('010-1234-5678');
    expect(field.value).toBe('01012345678');
  });

  it('stop at 11 digits however many are typed', async () => {
    render(<input aria-label="휴대폰 번호" {...phoneDigits({ onChange: () => {} })} />);
    const field = screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
    await userEvent.type(field, '0101234567899');
    expect(field.value).toBe('01012345678');
  });
});

describe('digitsOnly', () => {
  it('takes out everything but digits before the form reads the value', async () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    render(<input aria-label="코드" {...digitsOnly({ onChange })} />);
    await userEvent.type(screen.getByLabelText('코드'), '1a2-3');
    expect(onChange.mock.results.at(-1)?.value).toBe('123');
  });
});
