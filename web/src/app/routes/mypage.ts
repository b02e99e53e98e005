import type { RouteObject } from 'react-router-dom';
import { page } from './lazy.ts';

// /mypage/* load apart from the store bundle, route table included (mypage-tree.tsx), behind
// the members-only layout.
export const mypageRoutes: RouteObject[] = [{ path: 'mypage/*', element: page(() => import('./mypage-tree.tsx'), 'MypageTree') }];
