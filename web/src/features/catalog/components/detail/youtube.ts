/**
 * The YouTube id of a watch, short, embed or shorts URL; null for anything else, so only
 * YouTube videos are embedded (the CSP allows frames from youtube-nocookie.com only).
 */
export function youtubeId(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** Privacy-enhanced embed address, autoplaying because it is only loaded after a click. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
