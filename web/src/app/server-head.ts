import type { PageHead } from '../lib/page-head.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * `head` (index.html's, up to its end) with the page's own title and description, and the Open
 * Graph tags that link previews read (KakaoTalk, search engines): a shared product link shows
 * the product's name, summary and picture. Text written by admins and members is escaped.
 */
export function writePageHead(head: string, page: PageHead, url: URL): string {
  let out = head;
  if (page.title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title!)}</title>`);
  if (page.description) out = out.replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => open + escapeAttribute(page.description!) + close);
  const title = /<title>([^<]*)<\/title>/.exec(out)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(out)?.[1];
  // Already escaped above (or the template's own text): written as they stand.
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', escapeAttribute('오토웍스')],
    ['og:locale', 'ko_KR'],
    ['og:url', escapeAttribute(url.origin + url.pathname + url.search)],
    ...(title ? [['og:title', title.replace(/"/g, '&quot;')]] : []),
    ...(description ? [['og:description', description]] : []),
    ...(page.image ? [['og:image', escapeAttribute(new URL(page.image, url.origin).href)]] : []),
  ];
  const meta = tags.map(([property, content]) => `<meta property="${property}" content="${content}">`).join('');
  const twitter = `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`;
  return out.replace('</head>', `${meta}${twitter}</head>`);
}
