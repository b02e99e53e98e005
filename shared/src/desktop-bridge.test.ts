import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.ts';
import * as bridge from './desktop-bridge.ts';
import {
  DESKTOP_CHANNELS,
  DESKTOP_CONTRACT,
  DESKTOP_MESSAGES,
  deviceInfoSchema,
  externalUrlSchema,
  noPayloadSchema,
  openWebsiteRequestSchema,
  SESSION_TOKEN_MAX_LENGTH,
  setTokenRequestSchema,
  socialLoginRequestSchema,
  socialLoginResultSchema,
} from './desktop-bridge.ts';

describe('desktop bridge contract', () => {
  it('names every channel namespace:action and gives each a request and a result schema', () => {
    for (const channel of Object.values(DESKTOP_CHANNELS)) {
      expect(channel).toMatch(/^[a-z]+:[a-z-]+$/);
      expect(DESKTOP_CONTRACT[channel]).toBeDefined();
    }
    expect(Object.keys(DESKTOP_CONTRACT).sort()).toEqual(Object.values(DESKTOP_CHANNELS).sort());
  });

  it('accepts a JWT and refuses anything that is not a bounded token string', () => {
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(setTokenRequestSchema.safeParse({ token: jwt, persistent: true }).success).toBe(true);
    for (const bad of [
      { token: 123, persistent: true },
      { token: '', persistent: false },
      { token: 'a'.repeat(SESSION_TOKEN_MAX_LENGTH + 1), persistent: false },
      { token: 'abc\ndef', persistent: false },
      { token: jwt, persistent: 'yes' },
      { token: jwt },
      { token: jwt, persistent: true, role: 'ADMIN' },
    ]) {
      expect(setTokenRequestSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });

  it('lets only https, mailto and tel links out, without disguised hosts', () => {
    for (const good of ['https://www.youtube.com/watch?v=x', 'mailto:help@autoworks.kr?subject=%EB%AC%B8%EC%9D%98', 'tel:02-1234-5678']) {
      expect(externalUrlSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'http://example.com',
      'file:///C:/Windows/System32/calc.exe',
      'ms-msdt:/id PCWDiagnostic',
      'https://store.example.kr@evil.example/',
      ' https://example.com',
      'https://exa\u202emple.com',
      'https://',
      'tel:call-me',
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(externalUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("opens only paths of the store's own website, never another host", () => {
    for (const path of ['/order/checkout?orderId=12', '/', '/products/3#reviews']) {
      expect(openWebsiteRequestSchema.safeParse({ path }).success, path).toBe(true);
    }
    for (const path of [
      'https://evil.example/',
      '//evil.example/order',
      '/\\evil.example/order',
      'order/checkout',
      '',
      '/order checkout',
      '/\u202eorder',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(openWebsiteRequestSchema.safeParse({ path }).success, path).toBe(false);
    }
    expect(openWebsiteRequestSchema.safeParse({ path: '/', url: 'https://evil.example' }).success).toBe(false);
  });

  it('describes a device with an upper-case colon MAC or none', () => {
    const info = { macAddress: '00:1A:2B:3C:4D:5E', machineId: 'a'.repeat(64), platform: 'win32' };
    expect(deviceInfoSchema.safeParse(info).success).toBe(true);
    expect(deviceInfoSchema.safeParse({ ...info, macAddress: null, machineId: null }).success).toBe(true);
    expect(deviceInfoSchema.safeParse({ ...info, macAddress: '00-1a-2b-3c-4d-5e' }).success).toBe(false);
    expect(deviceInfoSchema.safeParse({ ...info, platform: 'android' }).success).toBe(false);
  });

  it('asks a social login for Naver or Kakao only, and lets only the two app paths back out', () => {
    expect(socialLoginRequestSchema.safeParse({ provider: 'kakao' }).success).toBe(true);
    expect(socialLoginRequestSchema.safeParse({ provider: 'google' }).success).toBe(false);
    expect(socialLoginRequestSchema.safeParse({ provider: 'naver', url: 'https://evil.example' }).success).toBe(false);
    for (const ok of ['/oauth2/success?ticket=abc_-123', '/login?oauth2error=alreadyexist&provider=naver', null]) {
      expect(socialLoginResultSchema.safeParse(ok).success).toBe(true);
    }
    for (const bad of ['https://evil.example/oauth2/success?ticket=a', '//evil.example/login?x', '/mypage?x=1', '/oauth2/success', '/login?a b', '/login?\u202e']) {
      expect(socialLoginResultSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses a payload on channels that take none', () => {
    expect(noPayloadSchema.safeParse(undefined).success).toBe(true);
    expect(noPayloadSchema.safeParse({}).success).toBe(false);
  });
});

// The house rule of schemas/korean-messages.test.ts, for the IPC contract: main answers a refused
// call with the check's own message only when it is one of DESKTOP_MESSAGES (ipc/handle.ts), so
// every check names one of those, never zod's default text. A parse-time error map, which zod
// uses only where the schema gives no message, returns a marker that fails the test.
const ZOD_DEFAULT = '<<zod default message>>';
const LONG = 'x'.repeat(5_000);
const HOSTILE: unknown[] = [undefined, null, true, 0, -1, 1.5, '', ' ', 'x', '1.2.3', LONG, [], ['x'], {}, { x: 1 }];

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** HOSTILE, plus for an object the same values one field at a time. */
function badValues(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') return badValues(def.innerType!);
  if (def.type === 'pipe') return badValues(def.in!);
  if (def.type === 'union') return def.options!.flatMap(badValues);
  if (def.type !== 'object') return HOSTILE;
  return [...HOSTILE, ...Object.entries(def.shape!).flatMap(([key, field]) => badValues(field).map((value) => ({ [key]: value })))];
}

const KNOWN = new Set<string>(Object.values(DESKTOP_MESSAGES));
const bridgeSchemas: [string, z.ZodType][] = [
  ...Object.entries(bridge as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType),
  ...Object.entries(DESKTOP_CONTRACT).flatMap(([channel, { request, result }]): [string, z.ZodType][] => [[`${channel} request`, request], [`${channel} result`, result]]),
];

describe('desktop bridge messages', () => {
  it('finds the schemas of the contract', () => {
    expect(bridgeSchemas.length).toBeGreaterThan(20);
  });

  it.each(bridgeSchemas)('%s refuses bad input with one of DESKTOP_MESSAGES', (_, schema) => {
    const defaults = new Set<string>();
    for (const value of badValues(schema)) {
      for (const issue of schema.safeParse(value, { error: () => ZOD_DEFAULT }).error?.issues ?? []) {
        if (!KNOWN.has(issue.message)) defaults.add(`${issue.path.join('.') || '(whole value)'}: ${issue.code} ← ${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
    expect([...defaults]).toEqual([]);
  });
});
