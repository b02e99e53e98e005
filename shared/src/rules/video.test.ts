import { describe, expect, it } from 'vitest';
import { youtubeId } from './video.ts';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each([
    null,
    '',
    'not a url',
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=<script>',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (url) => expect(youtubeId(url)).toBeNull());
});

describe('youtubeId, more forms', () => {
  it.each([
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1', 'dQw4w9WgXcQ'],
    ['https://youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=10#x', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ<x>', 'https://www.youtube.com/watch?x=1', 'https://youtu.be/'])('refuses %s', (url) => expect(youtubeId(url)).toBeNull());
});
