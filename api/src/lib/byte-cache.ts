/**
 * Bytes kept in this process's memory, least recently used first out, within `limitBytes` of
 * bodies in all. For things that are read often and never change under their key (built files,
 * product images); what a key holds is the caller's to check.
 */
export class ByteCache<V extends { body: Uint8Array }> {
  private readonly kept = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  get(key: string): V | undefined {
    const value = this.kept.get(key);
    if (!value) return undefined;
    // Map keeps insertion order: moved to the end, it is the last to go.
    this.kept.delete(key);
    this.kept.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const size = value.body.byteLength;
    if (size > this.limitBytes) return;
    const previous = this.kept.get(key);
    if (previous) {
      this.kept.delete(key);
      this.bytes -= previous.body.byteLength;
    }
    this.kept.set(key, value);
    this.bytes += size;
    for (const [oldest, old] of this.kept) {
      if (this.bytes <= this.limitBytes) break;
      this.kept.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
  }

  get size(): number {
    return this.kept.size;
  }
}
