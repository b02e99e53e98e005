import type { ChangeEvent } from 'react';

/**
 * Keeps an input to digits only (phone numbers, birth dates, codes) by rewriting the value
 * before the form reads it: `{...digitsOnly(register('phoneNumber'))}`.
 */
export function digitsOnly<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(field: T): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return field.onChange(event);
    },
  };
}
