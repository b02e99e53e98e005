/** https, youtube.com / youtube-nocookie.com (www. or m.) or youtu.be, then the id where each form carries it. */
const YOUTUBE_URL =
  /^https:\/\/(?:(?:www|m)\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([\w-]{6,20})(?:[?&#/]|$)/;

/**
 * The YouTube id of a watch, short, embed or shorts URL; null for anything else. The store embeds
 * only YouTube videos (the detail page's player, through youtube-nocookie.com, the one frame
 * source the CSP allows), so the admin form accepts exactly the addresses this reads.
 */
export function youtubeId(url: string | null): string | null {
  return (url && YOUTUBE_URL.exec(url.trim())?.[1]) || null;
}
