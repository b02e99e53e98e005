import { idParamSchema, type BusinessInfo } from '@store/shared';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../lib/context.ts';
import { getPublicSiteSettings } from '../site-settings/site-settings.service.ts';

// /software-downloads/{itemId}/index.html (store.md §7 "Software downloads open …"): the page a
// buyer's download button opens in a new tab, one per product on sale. A plain HTML page (no
// script: the CSP allows none inline) outside /api, so it must be mounted before the SPA
// fallback. Public like any vendor's download page: the program is useless without a license
// key, which only the buyer can reveal on my page.

const STYLE = `
body{margin:0;font-family:'Pretendard','Noto Sans KR',system-ui,sans-serif;color:#191f28;background:#f7f8fa;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere}
main{max-width:720px;margin:0 auto;padding:48px 20px}
.card{background:#fff;border:1px solid #e5e8eb;border-radius:20px;padding:32px}
h1{font-size:26px;margin:0 0 8px}
p.lead{color:#4e5968;margin:0 0 24px}
dl{display:grid;grid-template-columns:88px 1fr;gap:8px 16px;margin:0 0 24px}
@media (max-width:480px){main{padding:24px 12px}.card{padding:22px}h1{font-size:22px}}
dt{color:#6b7684;font-weight:600}dd{margin:0}
ol{padding-left:20px;color:#333d4b}
a.button{display:inline-block;background:#2563eb;color:#fff;text-decoration:none;font-weight:700;padding:14px 22px;border-radius:12px;margin:8px 8px 0 0}
a.link{color:#1d4ed8}
footer{margin-top:24px;color:#6b7684;font-size:14px}
`;

/** `business`: the store's name and phone as an admin keeps them in the site settings. */
function page(business: BusinessInfo, title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | ${business.storeName}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

function notFoundPage(business: BusinessInfo) {
  return page(
    business,
    '다운로드 페이지를 찾을 수 없습니다',
    html`<div class="card">
      <h1>다운로드 페이지를 찾을 수 없습니다</h1>
      <p class="lead">판매 중인 프로그램이 아니거나 주소가 올바르지 않습니다.</p>
      <a class="button" href="/mypage/purchase-list">구매 내역으로 가기</a>
    </div>`,
  );
}

export const softwareDownloadsRoutes = new Hono<AppEnv>().get('/:itemId/index.html', async (c) => {
  const parsed = idParamSchema.safeParse(c.req.param('itemId'));
  const item = parsed.success
    ? await c
        .get('deps')
        .db.selectFrom('items')
        .select(['id', 'item_name', 'item_description', 'install_method', 'environment', 'as_support'])
        .where('id', '=', parsed.data)
        // A product taken off sale (STOP) keeps its download page: its buyers' keys still run and
        // they may need to install again. A product never put on sale (PENDING) has none.
        .where('item_status', 'in', ['SALE', 'STOP'])
        .executeTakeFirst()
    : undefined;
  const { business } = await getPublicSiteSettings(c.get('deps').db);
  if (!item) return c.html(notFoundPage(business), 404);
  // hono/html escapes every interpolated value: item texts come from admins, still never markup.
  return c.html(
    page(
      business,
      `${item.item_name} 다운로드`,
      html`<div class="card">
        <h1>${item.item_name} 다운로드</h1>
        <p class="lead">${item.item_description}</p>
        <dl>
          <dt>설치 방법</dt><dd>${item.install_method || '설치 파일 실행'}</dd>
          <dt>사용 환경</dt><dd>${item.environment || 'Windows 10/11'}</dd>
          <dt>A/S</dt><dd>${item.as_support || '고객센터 문의'}</dd>
        </dl>
        <h2>설치 순서</h2>
        <ol>
          <li>${business.storeName} 데스크톱 앱을 설치하고 구매한 계정으로 로그인합니다.</li>
          <li>마이페이지 &gt; 구독 관리에서 이 프로그램의 라이선스 키를 확인합니다.</li>
          <li>앱에서 라이선스 키를 입력해 이 PC를 등록하면 프로그램이 실행됩니다. (키 1개당 PC 2대)</li>
        </ol>
        <a class="button" href="/mypage/subscription">라이선스 키 확인하기</a>
        <a class="button" href="/manual">사용 설명서 보기</a>
        <footer>설치에 문제가 있으면 <a class="link" href="/service">고객센터</a>(${business.phone})로 문의해 주세요.</footer>
      </div>`,
    ),
  );
});
