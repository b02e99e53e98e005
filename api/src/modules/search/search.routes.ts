import { createRoute } from '@hono/zod-openapi';
import { suggestionListSchema, suggestionQuerySchema } from '@store/shared';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
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
  return c.json(await suggest(c.get('deps').db, c.req.valid('query').q), 200);
});
