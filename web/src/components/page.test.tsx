import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './page.tsx';

describe('Container', () => {
  it('is max-w-6xl unless a page asks for another width, which then replaces it', () => {
    const { container } = render(
      <>
        <Container>기본</Container>
        <Container maxWidth="max-w-4xl" className="pb-8">
          자주 묻는 질문
        </Container>
      </>,
    );
    const [standard, narrow] = [...container.children].map((el) => el.className.split(' '));
    expect(standard).toContain('max-w-6xl');
    // Both max-w classes together would leave the width to the stylesheet's order, not the page.
    expect(narrow).toContain('max-w-4xl');
    expect(narrow).not.toContain('max-w-6xl');
    expect(narrow).toContain('pb-8');
  });
});
