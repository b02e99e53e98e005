import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { codePointLimit, countCodePoints } from './code-points.ts';

describe('countCodePoints', () => {
  it('counts an emoji or a rare hanja as one, as the shared schemas do', () => {
    expect(countCodePoints('😀😀')).toBe(2);
    expect(countCodePoints('𠀀가a')).toBe(3);
    expect(countCodePoints('')).toBe(0);
  });
});

describe('codePointLimit', () => {
  it('cuts what was just typed, not the end of the text', async () => {
    const user = userEvent.setup();
    render(<textarea aria-label="내용" {...codePointLimit({ onChange: () => {} }, 5)} />);
    const box = screen.getByLabelText('내용') as HTMLTextAreaElement;
    await user.type(box, '😀😀😀끝');
    // The caret goes back between the emoji and 끝, and two more are pasted there.
    box.setSelectionRange(6, 6);
    await user.paste('가나');
    expect(box.value).toBe('😀😀😀가끝');
    await user.type(box, '😀', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(box.value).toBe('😀😀😀가끝');
  });
});
