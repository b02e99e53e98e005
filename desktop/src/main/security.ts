import { shell, type Session, type WebContents } from 'electron';
import { externalUrlSchema, websitePathSchema } from '@store/shared';

// The window's fences (DESIGN.md §6; Electron security checklist §12-§15): the app window only
// ever shows our own origin; everything else goes to the system browser or nowhere.

/**
 * `scheme://host[:port]`, or null for URLs without a host (javascript:, data:, mailto:…).
 * Not `URL.origin`: Node's URL gives custom schemes such as app:// the opaque origin "null",
 * which would make every opaque URL look like our own.
 */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
}

/** True when `url` belongs to the app itself (app://store, or the dev server in development). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === originOf(appOrigin);
}

/**
 * Hands a link to the OS only after the shared schema accepts it (https, mailto, tel). Anything
 * else, e.g. file: or a custom protocol that starts a program, is dropped and logged by scheme.
 */
export async function openExternalSafely(url: string): Promise<boolean> {
  const parsed = externalUrlSchema.safeParse(url);
  if (!parsed.success) {
    console.warn(`[security] refused to open an external link (scheme ${/^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? 'invalid'})`);
    return false;
  }
  await shell.openExternal(parsed.data);
  return true;
}

/**
 * A page of the store's website in the system browser: `path` (checked by the bridge schema)
 * joined to the store's origin from the app's settings, so the page never chooses the host.
 * The join is checked again, since a path that parses as another origin must not get out.
 */
export async function openWebsiteSafely(storeOrigin: string, path: string): Promise<boolean> {
  const url = new URL(path, storeOrigin);
  if (originOf(url.href) !== originOf(storeOrigin)) {
    console.warn('[security] refused to open a website path that leaves the store');
    return false;
  }
  await shell.openExternal(url.href);
  return true;
}

/**
 * For event handlers, which cannot wait: shell.openExternal rejects when the OS cannot open a
 * link (a mailto: link with no mail program set up), and an unhandled rejection in main would
 * put Electron's English error dialog in front of the member. Logged by kind, not by URL.
 */
function openInBackground(opening: Promise<boolean>): void {
  opening.catch((error: unknown) => console.warn(`[security] the OS could not open a link (${(error as Error)?.name ?? 'error'})`));
}

export function installWebContentsGuards(contents: WebContents, appOrigin: string, storeOrigin: string): void {
  // In-app links use the History API and never fire this. A real navigation away from the app
  // (a plain <a href="https://…">, a script setting location) would put a foreign page next to
  // our preload bridge, so it is cancelled and the link opens in the browser instead.
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url, appOrigin)) return;
    event.preventDefault();
    openInBackground(openExternalSafely(event.url));
  });
  // A same-origin request that the server redirects elsewhere is not followed either.
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame && !isAppUrl(event.url, appOrigin)) event.preventDefault();
  });
  refuseNewWindows(contents, appOrigin, storeOrigin);
}

/**
 * window.open / target=_blank: never a new Electron window (it would inherit our session);
 * https/mailto/tel go to the OS after validation. A page of the app itself asked for in a new tab
 * (the download page, the terms, a PDF) is the same page of the store's website, opened there:
 * the path alone is taken, joined to the configured store origin (openWebsiteSafely), so the
 * page never chooses the host. <webview> is disabled in webPreferences; attachment is refused
 * anyway in case that changes.
 */
export function refuseNewWindows(contents: WebContents, appOrigin: string, storeOrigin: string): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isAppUrl(url, appOrigin)) {
      const { pathname, search, hash } = new URL(url);
      const path = websitePathSchema.safeParse(pathname + search + hash);
      if (path.success) openInBackground(openWebsiteSafely(storeOrigin, path.data));
      else console.warn('[security] refused to open an app path that is not a store path');
    } else {
      openInBackground(openExternalSafely(url));
    }
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

// Everything a page can ask for (camera, location, notifications, USB…) is denied, except writing
// to the clipboard from our own origin, which "copy license key" needs. Reading the clipboard
// stays denied: a page has no business reading what the member copied elsewhere.
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, appOrigin);
}

export function installPermissionPolicy(session: Session, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, appOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, appOrigin),
  );
  // WebHID / WebUSB / Web Serial: no device access for web content.
  session.setDevicePermissionHandler(() => false);
}
