import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_ERROR_MESSAGES, RouteErrorBoundary } from './route-error.tsx';

function Broken({ error }: { error: Error }): never {
  throw error;
}

const mount = (resetKey: string, child: React.ReactNode) => (
  <MemoryRouter>
    <RouteErrorBoundary resetKey={resetKey}>{child}</RouteErrorBoundary>
  </MemoryRouter>
);

describe('RouteErrorBoundary', () => {
  // React reports caught render errors on the console; the boundary is what is tested.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it('shows the error screen with a way home instead of a screen that throws', () => {
    render(mount('/a', <Broken error={new Error('boom')} />));
    expect(screen.getByText(ROUTE_ERROR_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('asks for a reload when a screen’s code is gone after a deploy', () => {
    render(mount('/a', <Broken error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />));
    expect(screen.getByText(ROUTE_ERROR_MESSAGES.newVersion)).toBeTruthy();
  });

  it('renders the next screen normally once the path changes', () => {
    const view = render(mount('/a', <Broken error={new Error('boom')} />));
    view.rerender(mount('/a', <p>같은 화면</p>));
    expect(screen.queryByText('같은 화면')).toBeNull();
    view.rerender(mount('/b', <p>다음 화면</p>));
    expect(screen.getByText('다음 화면')).toBeTruthy();
  });
});
