import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import type { CodeNotice } from '../lib/use-code-request.ts';
import { TextField, type TextFieldProps } from './field.tsx';

// The pieces of a "send me a code" form: the 인증 요청 button beside the phone or e-mail
// input, the notice under it, and the 6-digit code input with its countdown.

/** The code request's notice (useCodeRequest); `expired` is said in red without marking the field wrong. */
export type Notice = CodeNotice;

export function CodeRequestButton({ children, className, ...props }: ButtonProps) {
  return (
    <Button variant="secondary" className={`h-12 w-[104px] shrink-0 px-0 ${className ?? ''}`} {...props}>
      {children}
    </Button>
  );
}

/** The field's own validation error first; otherwise the code-request notice as error or hint. */
export function noticeProps(fieldError: string | undefined, notice: Notice | null): { error?: string; hint?: ReactNode } {
  if (fieldError) return { error: fieldError };
  if (!notice) return {};
  if (notice.tone === 'error') return { error: notice.text };
  if (notice.tone === 'expired') return { hint: <span role="alert" className="font-medium text-danger">{notice.text}</span> };
  return { hint: <span className="text-brand-600">{notice.text}</span> };
}

export interface VerificationCodeFieldProps extends Omit<TextFieldProps, 'suffix' | 'label'> {
  label?: ReactNode;
  /** m:ss while a code is valid. */
  countdown: string | null;
}

export const VerificationCodeField = forwardRef<HTMLInputElement, VerificationCodeFieldProps>(function VerificationCodeField(
  { countdown, label = '인증번호', ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="인증번호 6자리"
      suffix={
        countdown ? (
          <span role="timer" className="text-sm font-semibold tabular-nums text-danger">
            <span className="sr-only">남은 시간 </span>
            {countdown}
          </span>
        ) : undefined
      }
      {...props}
    />
  );
});
