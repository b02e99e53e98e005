/** Privacy-enhanced embed address (of `youtubeId`'s id), autoplaying because it is only loaded after a click. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
