import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmailChangeForm } from './email-change-form.tsx';

describe('EmailChangeForm', () => {
  it('shows the member\'s name, which the code request names, without letting it be edited', () => {
    renderWithProviders(<EmailChangeForm name="홍길동" email="hong@example.com" />);
    const name = screen.getByLabelText('이름') as HTMLInputElement;
    expect(name.value).toBe('홍길동');
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText('이메일') as HTMLInputElement).readOnly).toBe(false);
  });
});
