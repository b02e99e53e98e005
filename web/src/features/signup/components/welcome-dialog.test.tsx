import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNUP_COPY } from '../messages.ts';
import { WelcomeDialog } from './welcome-dialog.tsx';

describe('WelcomeDialog', () => {
  it('names the coupon the sign-up issued', () => {
    render(<WelcomeDialog couponName="신규 가입 환영 쿠폰" onClose={() => {}} />);
    expect(screen.getByText('신규 가입 환영 쿠폰')).toBeTruthy();
    expect(screen.getByText(SIGNUP_COPY.welcomeIssued)).toBeTruthy();
  });

  it('announces no coupon when none was issued (the phone had its welcome coupon this year)', () => {
    render(<WelcomeDialog couponName={null} onClose={() => {}} />);
    expect(screen.queryByText(SIGNUP_COPY.welcomeIssued)).toBeNull();
    expect(screen.queryByText(/쿠폰/)).toBeNull();
    expect(screen.getByText(SIGNUP_COPY.welcomeNoCoupon)).toBeTruthy();
  });
});
