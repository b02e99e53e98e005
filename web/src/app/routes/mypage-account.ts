import type { RouteObject } from 'react-router-dom';

// My page: home, my info, notifications, points, coupons, withdrawal (issue 6). Paths are relative to the parent layout.
export const mypageAccountRoutes: RouteObject[] = [];
