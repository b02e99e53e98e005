/**
 * The YouTube id of a watch, short, embed or shorts URL; null for anything else. The store embeds
 * only YouTube videos (the detail page's player, through youtube-nocookie.com, the one frame
 * source the CSP allows), so the admin form accepts exactly the addresses this reads.
 */
export function youtubeId(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}
