import type { ChangeEvent } from 'react';

/**
 * Keeps an input to digits only (phone numbers, birth dates, codes) by rewriting the value
 * before the form reads it: `{...digitsOnly(register('phoneNumber'))}`.
 */
export function digitsOnly<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(field: T, maxDigits?: number): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '').slice(0, maxDigits);
      if (digits !== event.target.value) event.target.value = digits;
      return field.onChange(event);
    },
  };
}

/**
 * A mobile number field: 11 digits, while a number pasted with its hyphens (010-1234-5678, 13
 * characters) still fits the input before the hyphens are taken out; with maxLength 11 the
 * browser cut it to 010-1234-56 first.
 */
export function phoneDigits<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(field: T): T & { maxLength: number } {
  return { ...digitsOnly(field, 11), maxLength: 13 };
}
