import { apiErrorSchema } from '@store/shared';

// Small builders for createRoute, so route files list only what differs per call.

/** A required JSON body parsed by `schema` (a missing or non-JSON body fails validation). */
export function jsonBody<S>(schema: S) {
  return { body: { content: { 'application/json': { schema } }, required: true } } as const;
}

/**
 * An optional JSON body parsed by `schema`: no body (and no content type) reads as `{}`; a body
 * sent as anything but JSON is a 415. Documented, so the fuzz and the matrix send it too.
 */
export function optionalJsonBody<S>(schema: S) {
  return { body: { content: { 'application/json': { schema } }, required: false } } as const;
}

export function jsonResponse<S>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: '입력값 오류 (message, errors)',
  401: '로그인 필요 또는 세션 만료',
  403: '권한 없음 또는 이용 정지',
  404: '대상 없음',
  409: '중복 또는 잠긴 대상',
  413: '요청(파일)이 너무 큼',
  415: '허용되지 않는 파일 형식',
  429: '요청이 너무 많음',
  502: '외부 발송 실패',
};

type ErrorResponses<C extends number> = {
  [K in C]: { description: string; content: { 'application/json': { schema: typeof apiErrorSchema } } };
};

/** Documents the error answers of a route; the one onError produces them. */
export function errorResponses<const C extends number>(...codes: C[]): ErrorResponses<C> {
  return Object.fromEntries(codes.map((code) => [code, jsonResponse(apiErrorSchema, ERROR_DESCRIPTIONS[code] ?? '오류')])) as ErrorResponses<C>;
}

interface DocumentedOperation {
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

/**
 * Adds to every operation that takes a JSON body the answers the body reader gives any of them
 * (json-body.ts): 413 past JSON_BODY_LIMIT. Said once here rather than by each route, which
 * would forget it (the document promised no 413 on 22 operations that gave one).
 */
export function withBodyErrors<D extends { paths?: object }>(doc: D): D {
  for (const methods of Object.values(doc.paths ?? {}) as object[]) {
    for (const operation of Object.values(methods) as DocumentedOperation[]) {
      if (!operation?.requestBody?.content?.['application/json'] || !operation.responses) continue;
      operation.responses['413'] ??= errorResponses(413)[413];
    }
  }
  return doc;
}
