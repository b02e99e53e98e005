import { createRoute } from '@hono/zod-openapi';
import { normalizeSearchText, suggestionListSchema, suggestionQuerySchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { catalogCacheOf, sendCachedJson } from '../catalog/catalog.cache.ts';
import { suggest } from './search.service.ts';

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags: ['search'],
  summary: '검색어 자동완성 (공백·대소문자 무시, 초성, 오타 허용)',
  request: { query: suggestionQuerySchema },
  responses: { 200: jsonResponse(suggestionListSchema, '추천 상품 최대 10개'), ...errorResponses(400) },
});

export const searchRoutes = createRouter().openapi(suggestionsRoute, async (c) => {
  const deps = c.get('deps');
  const q = c.req.valid('query').q;
  // Suggestions read only items: the catalog notifications keep them fresh too.
  const cache = catalogCacheOf(deps);
  const cached = await cache.json(`suggest:${normalizeSearchText(q)}`, () => suggest(deps.db, q));
  return sendCachedJson(c, cache, cached) as never;
});
