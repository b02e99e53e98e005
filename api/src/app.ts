import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { ZodError } from 'zod';
import { compressLargeBodies } from './lib/compress.ts';
import { AppError, validationError } from './lib/errors.ts';
import { jsonBodyFromNode } from './lib/json-body.ts';
import { withBodyErrors } from './lib/openapi.ts';
import { allowedMethods } from './lib/allowed-methods.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { serverRenderedPages } from './lib/server-render.ts';
import { serveDirectory, spaFallback } from './lib/static-web.ts';
import { catalogFastPath } from './modules/catalog/catalog.fast-path.ts';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { adminItemsRoutes } from './modules/admin-items/admin-items.routes.ts';
import { adminCouponsRoutes } from './modules/admin-coupons/admin-coupons.routes.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { adminCustomRequestsRoutes } from './modules/admin-custom-requests/admin-custom-requests.routes.ts';
import { adminQnaRoutes } from './modules/admin-qna/admin-qna.routes.ts';
import { adminReviewsRoutes } from './modules/admin-reviews/admin-reviews.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { customRequestsRoutes } from './modules/custom-requests/custom-requests.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { mypageAccountRoutes } from './modules/mypage-account/mypage-account.routes.ts';
import { oauthApiRoutes, oauthRedirectRoutes } from './modules/oauth/oauth.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { recoveryRoutes } from './modules/recovery/recovery.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { mypageRoutes } from './modules/mypage/mypage.routes.ts';
import { mypageQnaRoutes } from './modules/mypage-qna/mypage-qna.routes.ts';
import { purchasesRoutes } from './modules/purchases/purchases.routes.ts';
import { softwareDownloadsRoutes } from './modules/purchases/software-downloads.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { licensesRoutes } from './modules/licenses/licenses.routes.ts';
import { adminSubscriptionsRoutes } from './modules/admin-subscriptions/admin-subscriptions.routes.ts';
import '@store/shared/zod-locale';

const HTTP_MESSAGES: Record<number, string> = {
  400: '요청 형식이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '접근 권한이 없습니다.',
  404: '요청한 주소를 찾을 수 없습니다.',
  405: '허용되지 않은 요청 방식입니다.',
  413: '요청 크기가 너무 큽니다.',
  415: '지원하지 않는 요청 형식입니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

/** Builds the whole HTTP app from its dependencies. No listening, no globals. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const security = securityHeaders({ portone: deps.config.payments.kind === 'portone' });
  app.use('*', requestId({ headerName: 'X-Request-Id', generator: () => crypto.randomUUID() }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    // Path only: a query string may carry codes or tickets that must not reach the logs.
    deps.logger.info(
      { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use('*', security);
  app.use('*', compressLargeBodies());
  app.use('*', jsonBodyFromNode());

  const api = new OpenAPIHono<AppEnv>();
  api.route('/', healthRoutes);
  api.route('/', docsRoutes);
  api.route('/', authRoutes);
  api.route('/', membersRoutes);
  api.route('/', recoveryRoutes);
  api.route('/', oauthApiRoutes);
  api.route('/', catalogRoutes);
  api.route('/', searchRoutes);
  api.route('/', filesRoutes);
  api.route('/', customRequestsRoutes);
  api.route('/', cartRoutes);
  api.route('/', ordersRoutes);
  api.route('/', paymentsRoutes);
  api.route('/', adminOrdersRoutes);
  api.route('/', mypageAccountRoutes);
  api.route('/', adminItemsRoutes);
  api.route('/', adminCouponsRoutes);
  api.route('/', siteSettingsRoutes);
  api.route('/', adminUsersRoutes);
  api.route('/', adminCustomRequestsRoutes);
  api.route('/', adminQnaRoutes);
  api.route('/', adminReviewsRoutes);
  api.route('/', adminDashboardRoutes);
  api.route('/', auditLogRoutes);
  api.route('/', mypageRoutes);
  api.route('/', purchasesRoutes);
  api.route('/', reviewsRoutes);
  api.route('/', mypageQnaRoutes);
  api.route('/', subscriptionsRoutes);
  api.route('/', licensesRoutes);
  api.route('/', adminSubscriptionsRoutes);
  // The dev outbox shows verification codes and the dev payment window approves anything: in
  // production these routes do not exist at all.
  if (!deps.config.isProduction) api.route('/', devRoutes);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  let document: unknown;
  api.get('/openapi.json', (c) => {
    // Built once, on the first read: the routes are all registered by then.
    document ??= withBodyErrors(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: '오토웍스 스토어 API', version: '1.0.0', description: '소프트웨어 구독 스토어의 HTTP API' },
        // The paths below are relative to /api, where this router is mounted.
        servers: [{ url: '/api' }],
      }),
    );
    return c.json(document);
  });
  const methodsOf = allowedMethods(api.routes, '/api');
  api.all('*', (c) => {
    const allowed = methodsOf(c.req.path);
    if (allowed.length === 0) return c.json({ message: HTTP_MESSAGES[404], requestId: c.get('requestId') }, 404);
    c.header('Allow', allowed.join(', '));
    return c.json({ message: HTTP_MESSAGES[405], requestId: c.get('requestId') }, 405);
  });
  app.route('/api', api);
  // Social-login redirects live outside /api: the browser navigates to them (membership.md §7).
  app.route('/oauth2', oauthRedirectRoutes);
  // Product download pages (store.md §7), before the SPA fallback would answer with index.html.
  app.route('/software-downloads', softwareDownloadsRoutes);
  app.route('/', seoRoutes);

  if (existsSync(deps.config.webDistDir)) {
    app.use('*', serveDirectory(deps.config.webDistDir));
    if (existsSync(deps.config.webServerEntry)) {
      const { webServerEntry: entry, webDistDir, publicUrl: origin } = deps.config;
      app.use('*', serverRenderedPages({ entry, indexHtml: join(webDistDir, 'index.html'), origin, appFetch: (request) => app.fetch(request), logger: deps.logger }));
    }
    app.use('*', spaFallback(deps.config.webDistDir));
  }
  app.notFound((c) => c.json({ message: HTTP_MESSAGES[404], requestId: c.get('requestId') }, 404));

  // The one place errors become responses: Korean message, request id, never a stack trace.
  app.onError((err, c) => {
    const reqId = c.get('requestId');
    const error = err instanceof ZodError ? validationError(err) : err;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
      return c.json(
        { ...error.extra.body, message: error.message, ...(error.extra.errors ? { errors: error.extra.errors } : {}), requestId: reqId },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: HTTP_MESSAGES[error.status] ?? HTTP_MESSAGES[400]!, requestId: reqId }, error.status);
    }
    deps.logger.error({ reqId, err: error }, 'unhandled error');
    return c.json({ message: '일시적인 서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', requestId: reqId }, 500);
  });

  // In front of everything: a repeat storefront read is answered from the catalog cache.
  const answerFromCache = catalogFastPath(deps, security);
  const route = app.fetch;
  app.fetch = (request, env, executionCtx) => answerFromCache(request, env as Partial<HttpBindings> | undefined) ?? route(request, env, executionCtx);

  return app;
}

export type App = ReturnType<typeof createApp>;
