import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { currentLocation, findDialog, renderWithProviders } from '../test/render.tsx';
import { LEAVE_MESSAGE, useLeaveGuard } from './use-leave-guard.ts';

function Editor({ edited }: { edited: boolean }) {
  useLeaveGuard(edited);
  return <Link to="/admin/products">상품 목록</Link>;
}

const route = { route: '/admin/products/7', path: '/admin/products/:id' };

describe('useLeaveGuard', () => {
  it('asks before a link leaves an unsaved edit: 취소 stays, 나가기 follows the link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor edited />, route);
    await user.click(screen.getByRole('link', { name: '상품 목록' }));
    let dialog = await findDialog(LEAVE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(currentLocation()!.pathname).toBe('/admin/products/7');

    await user.click(screen.getByRole('link', { name: '상품 목록' }));
    dialog = await findDialog(LEAVE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    expect(currentLocation()!.pathname).toBe('/admin/products');
  });

  it('lets the browser ask before a reload or a closed tab', () => {
    renderWithProviders(<Editor edited />, route);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves at once, and lets a reload go, with nothing unsaved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor edited={false} />, route);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: '상품 목록' }));
    expect(currentLocation()!.pathname).toBe('/admin/products');
    expect(document.querySelector('dialog[open]')).toBeNull();
  });
});
