import { createRoute } from '@hono/zod-openapi';
import { licenseActivateSchema, licenseAnswerSchema, licensePublicKeySchema, licenseValidateSchema } from '@store/shared';
import { clientIp } from '../../lib/client-ip.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../lib/router.ts';
import { optionalAuth } from '../auth/auth.middleware.ts';
import { activateLicense, licensePublicKey, validateLicense } from './licenses.service.ts';

// The activation API of the purchased programs and the desktop app (DESIGN.md §6). No login is
// needed (the license key is the credential); a logged-in caller is recorded in the audit log.

const activateRoute = createRoute({
  method: 'post',
  path: '/licenses/activate',
  tags: ['licenses'],
  summary: '이 PC(MAC 주소)에서 라이선스 키 활성화: 빈 슬롯을 원자적으로 차지 (키당 최대 2대)',
  middleware: [optionalAuth] as const,
  request: jsonBody(licenseActivateSchema),
  responses: {
    200: jsonResponse(licenseAnswerSchema, "ACTIVATED(새 슬롯) 또는 VALID(이미 이 PC가 가진 슬롯), 서명된 인증서 포함"),
    ...errorResponses(400, 403, 404, 409, 429),
  },
});

const validateRoute = createRoute({
  method: 'post',
  path: '/licenses/validate',
  tags: ['licenses'],
  summary: '라이선스 키가 이 PC에서 유효한지 확인 (사유 코드와 서명된 인증서)',
  request: jsonBody(licenseValidateSchema),
  responses: { 200: jsonResponse(licenseAnswerSchema, 'VALID, NOT_FOUND, EXPIRED, NOT_ACTIVATED, SLOTS_FULL, SUSPENDED, REVOKED'), ...errorResponses(400, 429) },
});

const publicKeyRoute = createRoute({
  method: 'get',
  path: '/licenses/public-key',
  tags: ['licenses'],
  summary: '라이선스 인증서 검증용 Ed25519 공개 키 (PEM, JWK)',
  responses: { 200: jsonResponse(licensePublicKeySchema, '공개 키') },
});

export const licensesRoutes = createRouter()
  .openapi(activateRoute, async (c) =>
    c.json(await activateLicense(c.get('deps'), { ip: clientIp(c), memberId: c.get('auth')?.memberId ?? null }, c.req.valid('json')), 200),
  )
  .openapi(validateRoute, async (c) => c.json(await validateLicense(c.get('deps'), { ip: clientIp(c), memberId: null }, c.req.valid('json')), 200))
  .openapi(publicKeyRoute, async (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json(await licensePublicKey(c.get('deps')), 200);
  });
