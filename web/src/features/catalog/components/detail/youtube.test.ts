import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtube.ts';

describe('youtubeEmbedUrl', () => {
  it('embeds through the privacy-enhanced domain', () => {
    expect(youtubeEmbedUrl('abcdefghijk')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0');
  });
});
