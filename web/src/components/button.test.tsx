import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

const form = (
  <form>
    <Button type="submit">로그인</Button>
  </form>
);

describe('Button', () => {
  it('is a submit button in a page the browser renders', () => {
    render(form);
    expect(screen.getByRole('button', { name: '로그인' }).getAttribute('type')).toBe('submit');
  });

  it('cannot send its form from server-rendered HTML, and can once React has taken the page over', async () => {
    const html = renderToString(form);
    expect(html).toContain('type="button"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(container.querySelector('button')!.getAttribute('type')).toBe('submit');
    container.remove();
  });
});
