import type { RouteObject } from 'react-router-dom';

// My page: purchases, reviews, Q&A, custom orders (issue 6). Paths are relative to the parent layout.
export const mypageActivityRoutes: RouteObject[] = [];
