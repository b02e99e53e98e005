// What an uploaded file really is, from its bytes. The browser's Content-Type and the file
// name are the uploader's claims; the magic bytes decide, and the name's extension must agree
// with them, so 'invoice.png' holding a Windows program (MZ…) is refused, and a file is always
// served back with the type detected here, never with the one it was sent with.

export interface DetectedType {
  contentType: string;
  /** A short label for logs and tests. */
  kind: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether `needle` occurs anywhere in the bytes (for markers inside ZIP and OLE files). */
function contains(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle, 0, 'latin1');
}

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
/** OLE2 compound file: HWP 5 (and legacy Office, which is not accepted). */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const TEXT: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
};

/** Extensions accepted for custom-request attachments (shown in the refusal message's help). */
export const ALLOWED_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'zip', 'docx', 'xlsx', 'pptx', 'hwp', 'hwpx', ...Object.keys(TEXT)];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** UTF-8 text without NUL or other control characters than tab, newlines and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** The type of an allowed file, or undefined when the bytes are not allowed under that name. */
export function detectFileType(bytes: Uint8Array, fileName: string): DetectedType | undefined {
  const ext = extensionOf(fileName);
  const is = (...exts: string[]) => exts.includes(ext);

  if (startsWith(bytes, PDF)) return is('pdf') ? { contentType: 'application/pdf', kind: 'pdf' } : undefined;
  if (startsWith(bytes, PNG)) return is('png') ? { contentType: 'image/png', kind: 'png' } : undefined;
  if (startsWith(bytes, JPEG)) return is('jpg', 'jpeg') ? { contentType: 'image/jpeg', kind: 'jpeg' } : undefined;
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return is('gif') ? { contentType: 'image/gif', kind: 'gif' } : undefined;
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return is('webp') ? { contentType: 'image/webp', kind: 'webp' } : undefined;
  if (startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY)) {
    if (is('zip')) return { contentType: 'application/zip', kind: 'zip' };
    // Office Open XML packages list their parts in [Content_Types].xml.
    if (OOXML[ext] && contains(bytes, '[Content_Types].xml')) return { contentType: OOXML[ext], kind: ext };
    // HWPX (한글 2014+) names its own MIME type in the package.
    if (is('hwpx') && contains(bytes, 'application/hwp+zip')) return { contentType: 'application/hwp+zip', kind: 'hwpx' };
    return undefined;
  }
  if (startsWith(bytes, CFB)) {
    // Only HWP 5 documents, recognised by their FileHeader signature; legacy .doc/.xls (which
    // may carry macros) share the container and are refused.
    return is('hwp') && contains(bytes, 'HWP Document File') ? { contentType: 'application/x-hwp', kind: 'hwp' } : undefined;
  }
  if (TEXT[ext] && bytes.length > 0 && isPlainText(bytes)) return { contentType: TEXT[ext], kind: 'text' };
  return undefined;
}

/**
 * A display name safe to store and to echo: the last path segment only, NFC, without control
 * characters or characters Windows forbids in names, at most 100 characters (extension kept).
 */
export function sanitizeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (!cleaned) return 'file';
  const chars = [...cleaned];
  if (chars.length <= 100) return cleaned;
  const ext = extensionOf(cleaned);
  const keep = ext && ext.length <= 10 ? `.${ext}` : '';
  return chars.slice(0, 100 - keep.length).join('') + keep;
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266/5987). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
