import type { RouteObject } from 'react-router-dom';

// Admin: orders, users, custom requests, audit log (issue 7); children of /admin. Paths are relative to the parent layout.
export const adminOperationsRoutes: RouteObject[] = [];
