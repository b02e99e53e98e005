import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from './constants/enums.ts';

// The web <-> desktop contract (DESIGN.md §6, STYLE.md "one bridge object").
//
// What crosses this boundary: the session token (to and from the OS keychain), this PC's
// identity for license activation (MAC address, app-scoped machine id, platform), https/mailto/
// tel links to open outside the app, a page of the store's own website to open in the browser,
// the app version, and a social login's way back into the app. Nothing else: no file paths, no shell commands, no generic "invoke any channel".
//
// The preload exposes one `DesktopBridge` object as `window.storeDesktop`; the main process
// re-validates every payload with the schemas below, because the renderer shows content from
// the network and must be treated as untrusted (Electron security checklist §17).

/** The global the preload defines: `window.storeDesktop`. Its presence means "running in the desktop app". */
export const DESKTOP_BRIDGE_GLOBAL = 'storeDesktop';

/** IPC channel names, `namespace:action` (STYLE.md). The preload and main use only these. */
export const DESKTOP_CHANNELS = {
  authGetToken: 'auth:get-token',
  authSetToken: 'auth:set-token',
  authDeleteToken: 'auth:delete-token',
  authKeychainStatus: 'auth:keychain-status',
  authSocialLogin: 'auth:social-login',
  deviceGetInfo: 'device:get-info',
  shellOpenExternal: 'shell:open-external',
  shellOpenWebsite: 'shell:open-website',
  appGetVersion: 'app:get-version',
} as const;
export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS];

/**
 * What the main process answers when it refuses a call; safe to show, never quoting the input.
 * Every check below names one of these: main passes on only these texts (ipc/handle.ts).
 */
export const DESKTOP_MESSAGES = {
  badToken: '로그인 정보 형식이 올바르지 않습니다.',
  badUrl: '열 수 없는 주소입니다. https, 메일, 전화 링크만 열 수 있습니다.',
  badPath: '웹사이트에서 열 수 없는 경로입니다.',
  noPayload: '이 요청에는 값을 보낼 수 없습니다.',
  badRequest: '요청 형식이 올바르지 않습니다.',
  badPersistent: '로그인 유지 여부가 올바르지 않습니다.',
  badProvider: '지원하지 않는 로그인 방식입니다.',
  badMacAddress: 'MAC 주소 형식이 올바르지 않습니다.',
  badMachineId: 'PC 식별값 형식이 올바르지 않습니다.',
  badHostname: 'PC 이름이 올바르지 않습니다.',
  badPlatform: '지원하지 않는 운영체제입니다.',
  badDeviceInfo: 'PC 정보 형식이 올바르지 않습니다.',
  badKeychainStatus: '키체인 상태 형식이 올바르지 않습니다.',
  badSocialLoginResult: '소셜 로그인 결과가 올바르지 않습니다.',
  badVersion: '앱 버전 형식이 올바르지 않습니다.',
  noResult: '이 요청은 돌려줄 값이 없습니다.',
  untrustedSender: '허용되지 않은 화면에서 온 요청입니다.',
  internal: '데스크톱 앱 내부 오류입니다.',
} as const;

/** A JWT is ~1 KB; 4 KB leaves room and refuses anything that is clearly not a token. */
export const SESSION_TOKEN_MAX_LENGTH = 4096;
export const EXTERNAL_URL_MAX_LENGTH = 2048;

/** Base64url segments and dots (JWT), nothing that could smuggle newlines or markup into storage. */
export const sessionTokenSchema = z
  .string({ error: DESKTOP_MESSAGES.badToken })
  .min(1, DESKTOP_MESSAGES.badToken)
  .max(SESSION_TOKEN_MAX_LENGTH, DESKTOP_MESSAGES.badToken)
  .regex(/^[A-Za-z0-9._~+/=-]+$/, DESKTOP_MESSAGES.badToken);

// Links the app may hand to the OS. Only https, mailto and tel: shell.openExternal with any
// other scheme can start arbitrary protocol handlers (file:, smb:, ms-msdt:…), a known remote
// code execution path. `https://store.kr@evil.example` style credentials are refused because
// they disguise the real host. We do NOT keep a host allowlist: the store links to YouTube,
// Naver, Kakao, payment receipts and makers' sites, a list would break them as they change,
// and the system browser (not our privileged window) is the right sandbox for any https page.
const EXTERNAL_URL_PATTERNS = [
  /^https:\/\/[^/?#@\\]+(?:[/?#].*)?$/,
  /^mailto:[^@]+@[^@?]+(?:\?.*)?$/,
  /^tel:\+?[0-9-]{3,20}$/,
];
export const externalUrlSchema = z
  .string({ error: DESKTOP_MESSAGES.badUrl })
  .max(EXTERNAL_URL_MAX_LENGTH, DESKTOP_MESSAGES.badUrl)
  // Printable ASCII only: spaces, control characters and Unicode look-alikes (RTL override,
  // zero-width) can hide the real target from the user. Callers pass `new URL(x).href`, which
  // percent-encodes Korean text and punycodes host names.
  .regex(/^[!-~]+$/, DESKTOP_MESSAGES.badUrl)
  .refine((url) => EXTERNAL_URL_PATTERNS.some((pattern) => pattern.test(url)), DESKTOP_MESSAGES.badUrl)
  .pipe(z.url({ protocol: /^(https|mailto|tel)$/, error: DESKTOP_MESSAGES.badUrl }));

/** Upper case, colon separated: the one form the license API stores in its MAC slots. */
export const macAddressSchema = z.string({ error: DESKTOP_MESSAGES.badMacAddress }).regex(/^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/, DESKTOP_MESSAGES.badMacAddress);

export const deviceInfoSchema = z.strictObject(
  {
    /** This PC's physical adapter; null when it has only virtual ones (activation then explains). */
    macAddress: macAddressSchema.nullable(),
    /** SHA-256 of the OS machine id salted with the app name: stable per PC, useless elsewhere. */
    machineId: z
      .string({ error: DESKTOP_MESSAGES.badMachineId })
      .regex(/^[0-9a-f]{64}$/, DESKTOP_MESSAGES.badMachineId)
      .nullable(),
    /** Shown to the member so they recognise which PC holds a slot; not needed by the API. */
    hostname: z.string({ error: DESKTOP_MESSAGES.badHostname }).max(255, DESKTOP_MESSAGES.badHostname).optional(),
    platform: z.enum(['win32', 'darwin', 'linux'], { error: DESKTOP_MESSAGES.badPlatform }),
  },
  { error: DESKTOP_MESSAGES.badDeviceInfo },
);
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const keychainStatusSchema = z.strictObject(
  {
    /** false: the OS keychain cannot be used, so a token lives in memory until the app quits. */
    available: z.boolean({ error: DESKTOP_MESSAGES.badKeychainStatus }),
  },
  { error: DESKTOP_MESSAGES.badKeychainStatus },
);
export type KeychainStatus = z.infer<typeof keychainStatusSchema>;

export const setTokenRequestSchema = z.strictObject(
  {
    token: sessionTokenSchema,
    /** "로그인 유지": keep it in the OS keychain across restarts; otherwise for this run only. */
    persistent: z.boolean({ error: DESKTOP_MESSAGES.badPersistent }),
  },
  { error: DESKTOP_MESSAGES.badRequest },
);
export type SetTokenRequest = z.infer<typeof setTokenRequestSchema>;

export const openExternalRequestSchema = z.strictObject({ url: externalUrlSchema }, { error: DESKTOP_MESSAGES.badRequest });
export type OpenExternalRequest = z.infer<typeof openExternalRequestSchema>;

/**
 * A path of the store's website (`/order/checkout?orderId=12`), which main joins to the store's
 * origin from its own settings: the page never names the host. One leading slash only, since
 * `//evil.example` and `/\evil.example` would leave the origin; printable ASCII, as for links.
 */
export const websitePathSchema = z
  .string({ error: DESKTOP_MESSAGES.badPath })
  .max(EXTERNAL_URL_MAX_LENGTH, DESKTOP_MESSAGES.badPath)
  .regex(/^\/(?![/\\])[!-~]*$/, DESKTOP_MESSAGES.badPath);

export const openWebsiteRequestSchema = z.strictObject({ path: websitePathSchema }, { error: DESKTOP_MESSAGES.badRequest });

export const socialLoginRequestSchema = z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS, { error: DESKTOP_MESSAGES.badProvider }) }, { error: DESKTOP_MESSAGES.badRequest });

/**
 * Where a social login came back to, as an app path: the page that exchanges the one-time ticket
 * (`/oauth2/success?ticket=…&verifier=…`) or the login page with the provider's error. null: the
 * login was given up (a new one started, or the browser never came back). Nothing else can come
 * out, so the renderer is never sent elsewhere.
 */
export const socialLoginResultSchema = z
  .string({ error: DESKTOP_MESSAGES.badSocialLoginResult })
  .max(EXTERNAL_URL_MAX_LENGTH, DESKTOP_MESSAGES.badSocialLoginResult)
  .regex(/^\/(?:oauth2\/success|login)\?[!-~]*$/, DESKTOP_MESSAGES.badSocialLoginResult)
  .nullable();

/** Channels that take no payload refuse one, so nothing unexpected rides along. */
export const noPayloadSchema = z.undefined({ error: DESKTOP_MESSAGES.noPayload });

export const appVersionSchema = z.string({ error: DESKTOP_MESSAGES.badVersion }).regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, DESKTOP_MESSAGES.badVersion);

/** The result of a channel that answers nothing. */
export const noResultSchema = z.void({ error: DESKTOP_MESSAGES.noResult });

/** Request and result schema of every channel: main parses both, so neither side can drift. */
export const DESKTOP_CONTRACT = {
  [DESKTOP_CHANNELS.authGetToken]: { request: noPayloadSchema, result: sessionTokenSchema.nullable() },
  [DESKTOP_CHANNELS.authSetToken]: { request: setTokenRequestSchema, result: noResultSchema },
  [DESKTOP_CHANNELS.authDeleteToken]: { request: noPayloadSchema, result: noResultSchema },
  [DESKTOP_CHANNELS.authKeychainStatus]: { request: noPayloadSchema, result: keychainStatusSchema },
  [DESKTOP_CHANNELS.authSocialLogin]: { request: socialLoginRequestSchema, result: socialLoginResultSchema },
  [DESKTOP_CHANNELS.deviceGetInfo]: { request: noPayloadSchema, result: deviceInfoSchema },
  [DESKTOP_CHANNELS.shellOpenExternal]: { request: openExternalRequestSchema, result: noResultSchema },
  [DESKTOP_CHANNELS.shellOpenWebsite]: { request: openWebsiteRequestSchema, result: noResultSchema },
  [DESKTOP_CHANNELS.appGetVersion]: { request: noPayloadSchema, result: appVersionSchema },
} as const satisfies Record<DesktopChannel, { request: z.ZodType; result: z.ZodType }>;
export type DesktopContract = typeof DESKTOP_CONTRACT;
export type DesktopRequest<C extends DesktopChannel> = z.infer<DesktopContract[C]['request']>;
export type DesktopResult<C extends DesktopChannel> = z.infer<DesktopContract[C]['result']>;

/**
 * `window.storeDesktop`: the only thing the preload exposes. Each method wraps one channel;
 * the renderer's type comes from here, so preload and web cannot drift apart.
 */
export interface DesktopBridge {
  auth: {
    getToken(): Promise<string | null>;
    setToken(token: string, persistent: boolean): Promise<void>;
    deleteToken(): Promise<void>;
    keychainStatus(): Promise<KeychainStatus>;
    /** Naver or Kakao in the member's browser; resolves with the app path to go to, or null. */
    socialLogin(provider: SocialProvider): Promise<string | null>;
  };
  device: {
    getInfo(): Promise<DeviceInfo>;
  };
  shell: {
    openExternal(url: string): Promise<void>;
    /** The same page on the store's website, in the system browser (card payments, say). */
    openWebsite(path: string): Promise<void>;
  };
  app: {
    getVersion(): Promise<string>;
  };
}
