// The file-storage boundary: uploaded customer files and product images cross it as bytes with
// a content type, addressed by a key the application generated. Nothing the client sends
// (file names, paths) ever becomes part of a key, so no request can reach another object.

export interface StoredObject {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface Storage {
  readonly kind: 'local' | 's3' | 'memory';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** undefined when there is no object under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

// Segments of letters, digits, '.', '_' and '-', not starting with '.', joined by '/':
// no '..', no absolute paths, no backslashes, nothing a file system or URL would reinterpret.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses any key outside the generated-key alphabet (defence in depth for every adapter). */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
