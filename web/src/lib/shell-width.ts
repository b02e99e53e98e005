import { useLocation } from 'react-router-dom';

// The admin screens are wide (store.md §9 keeps their sidebar open from 1635 px), the shop's are
// not. The header and footer take the width of the page they frame, so on a wide screen the
// logo stands over the admin sidebar rather than 300 px to its right.
export const SHOP_WIDTH = 'max-w-6xl';
export const ADMIN_WIDTH = 'max-w-[1800px]';

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export function useShellWidth(): string {
  return isAdminPath(useLocation().pathname) ? ADMIN_WIDTH : SHOP_WIDTH;
}
