import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// /admin/* load apart from the store bundle, route table included (admin-tree.tsx), behind the
// admin layout's role check.
export const adminRoutes: RouteObject[] = [{ path: 'admin/*', element: page(() => import('./admin-tree.tsx'), 'AdminTree') }];
