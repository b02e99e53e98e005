import type { RouteObject } from 'react-router-dom';

// Admin: products, coupons, site settings, main page (issue 7); children of /admin. Paths are relative to the parent layout.
export const adminCatalogRoutes: RouteObject[] = [];
