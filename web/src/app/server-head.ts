import { RESIZABLE } from '../lib/image-srcset.ts';
import type { PageHead } from '../lib/page-head.ts';
import { storeTitle } from '../lib/use-page-title.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * `head` (index.html's, up to its end) with the page's own title (or the store's, under `storeName`
 * as the site settings have it) and description, and the Open
 * Graph tags that link previews read (KakaoTalk, search engines): a shared product link shows
 * the product's name, summary and picture. The page's canonical address is its path (tracking
 * parameters dropped) unless the page names one. Text written by admins and members is escaped.
 */
export function writePageHead(head: string, page: PageHead, url: URL, storeName: string): string {
  let out = head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title ?? storeTitle(storeName))}</title>`);
  if (page.description) out = out.replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => open + escapeAttribute(page.description!) + close);
  const title = /<title>([^<]*)<\/title>/.exec(out)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(out)?.[1];
  // A page that shows nothing (404) names no address of its own.
  const address = page.status === 404 ? undefined : new URL(page.canonical ?? url.pathname, url.origin).href;
  // Already escaped above (or the template's own text): written as they stand.
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', escapeAttribute(storeName)],
    ['og:locale', 'ko_KR'],
    ...(address ? [['og:url', escapeAttribute(address)]] : []),
    ...(title ? [['og:title', title.replace(/"/g, '&quot;')]] : []),
    ...(description ? [['og:description', description]] : []),
    ...(page.image ? [['og:image', escapeAttribute(previewImage(page.image, url.origin))]] : []),
  ];
  const meta = tags.map(([property, content]) => `<meta property="${property}" content="${content}">`).join('');
  const twitter = `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`;
  const canonical = address ? `<link rel="canonical" href="${escapeAttribute(address)}">` : '';
  return out.replace('</head>', `${canonical}${meta}${twitter}${productData(page, url, storeName)}</head>`);
}

/**
 * A link preview's picture: a product image as the JPEG copy the API makes of it, since the
 * messengers that read og:image do not all read WebP (search engines, which do, get the original
 * in the JSON-LD).
 */
function previewImage(image: string, origin: string): string {
  const url = new URL(image, origin);
  if (url.origin === origin && url.pathname.startsWith(RESIZABLE) && !url.search) url.search = '?format=jpeg';
  return url.href;
}

/**
 * schema.org's Product as JSON-LD, which search engines read for price and rating. A data block
 * (never executed, so the CSP's `script-src 'self'` is untouched); `<` is escaped so no text
 * written by an admin can close it.
 */
function productData(page: PageHead, url: URL, storeName: string): string {
  const { product } = page;
  if (!product) return '';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(page.description ? { description: page.description } : {}),
    ...(page.image ? { image: new URL(page.image, url.origin).href } : {}),
    url: url.origin + url.pathname,
    brand: { '@type': 'Brand', name: storeName },
    offers: { '@type': 'Offer', price: product.price, priceCurrency: 'KRW', availability: 'https://schema.org/InStock', url: url.origin + url.pathname },
    ...(product.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount } } : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
