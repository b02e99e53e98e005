import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './field.tsx';
import { noticeProps, type Notice } from './verification.tsx';

function phoneField(fieldError: string | undefined, notice: Notice | null) {
  render(<TextField label="휴대폰 번호" {...noticeProps(fieldError, notice)} />);
  return screen.getByLabelText('휴대폰 번호');
}

describe('noticeProps', () => {
  it('marks the field wrong for a refusal of the number itself', () => {
    expect(phoneField(undefined, { tone: 'error', text: '가입된 회원이 아닙니다.' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('가입된 회원이 아닙니다.')).toBeTruthy();
  });

  it('says an expired code in red without marking a correct number wrong', () => {
    const field = phoneField(undefined, { tone: 'expired', text: '인증 입력 시간이 만료되었습니다. 다시 시도해 주세요.' });
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('인증 입력 시간이 만료되었습니다. 다시 시도해 주세요.');
  });

  it('puts the field\'s own validation error first', () => {
    expect(phoneField('휴대폰 번호를 입력해 주세요.', { tone: 'info', text: '인증번호가 발송되었습니다.' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('인증번호가 발송되었습니다.')).toBeNull();
  });
});
