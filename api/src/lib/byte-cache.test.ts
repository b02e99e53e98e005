import { describe, expect, it } from 'vitest';
import { ByteCache } from './byte-cache.ts';

const image = (bytes: number) => ({ body: new Uint8Array(bytes), contentType: 'image/webp' });

describe('ByteCache', () => {
  it('keeps images within its byte limit, dropping the least recently used first', () => {
    const recent = new ByteCache(100);
    recent.set('a', image(40));
    recent.set('b', image(40));
    expect(recent.get('a')?.body.byteLength).toBe(40); // a is now the most recent
    recent.set('c', image(40)); // 120 > 100: b goes, not a
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBeDefined();
    expect(recent.get('c')).toBeDefined();
    expect(recent.size).toBe(2);
  });

  it('replaces an image under the same key without counting it twice', () => {
    const recent = new ByteCache(100);
    recent.set('a', image(60));
    recent.set('a', image(60));
    recent.set('b', image(40));
    expect(recent.size).toBe(2);
  });

  it('does not keep an image larger than the whole limit', () => {
    const recent = new ByteCache(100);
    recent.set('a', image(50));
    recent.set('huge', image(101));
    expect(recent.get('huge')).toBeUndefined();
    expect(recent.get('a')).toBeDefined();
  });
});
