import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_ITEM_STATUS_FILTERS, type AdminItem, formatNumber, formatWon, ITEM_STATUS_LABELS } from '@store/shared';
import { ButtonLink, cardCorner, cardHead, cardWide, cn, EmptyState, ErrorState, FirstPageButton, LoadingState, Pagination } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminItems } from '../api/items.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { SelectField } from '../components/select-field.tsx';
import { MESSAGES } from '../messages.ts';
import { tagLabel } from '../product-tags.ts';

type StatusFilter = (typeof ADMIN_ITEM_STATUS_FILTERS)[number];
const STATUS_OPTIONS = ADMIN_ITEM_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'ALL' ? '전체 상태' : ITEM_STATUS_LABELS[s] }));
const STATUS_TONE: Record<AdminItem['itemStatus'], string> = { SALE: 'bg-emerald-50 text-emerald-700', PENDING: 'bg-amber-50 text-amber-800', STOP: 'bg-soft text-sub' };

/** /admin/products: every product whatever its status, with search, filter and pages (kept in the URL). */
export function ProductsPage() {
  usePageTitle(MESSAGES.productsTitle);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (ADMIN_ITEM_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as StatusFilter) : 'ALL';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const query = useAdminItems({ q: q || undefined, status, page, size: 20 });

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) if (v) merged.set(k, v);
    else merged.delete(k);
    setParams(merged, { replace: true });
  };

  return (
    <div>
      <AdminHeader
        title={MESSAGES.productsTitle}
        lead={MESSAGES.productsLead}
        action={
          <ButtonLink to="/admin/products/new">
            <Plus className="size-4" aria-hidden /> {MESSAGES.newProduct}
          </ButtonLink>
        }
      />
      <form
        role="search"
        className="mb-5 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: text.trim(), page: '' });
        }}
      >
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="admin-item-q" className="text-sm font-semibold text-sub">
            상품명 또는 태그
          </label>
          <div className="flex gap-2">
            <input id="admin-item-q" value={text} onChange={(e) => setText(e.target.value)} maxLength={50} className="h-12 min-w-0 flex-1 rounded-xl border border-line px-4 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100" />
            <button type="submit" className="inline-flex h-12 items-center gap-1.5 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
              <Search className="size-4" aria-hidden /> 검색
            </button>
          </div>
        </div>
        <SelectField label="판매 상태" value={status} options={STATUS_OPTIONS} onChange={(e) => update({ status: e.target.value === 'ALL' ? '' : e.target.value, page: '' })} containerClassName="w-40" />
      </form>

      {query.isPending ? (
        <LoadingState message="상품 목록을 불러오는 중입니다..." />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, MESSAGES.productFetchFailed)} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          message={MESSAGES.noProducts}
          action={<FirstPageButton page={page} onFirst={() => update({ page: '' })} />}
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-sub">총 {formatNumber(query.data.totalElements)}개</p>
          {/* Below lg each product is a card (styles.css, .table-cards): its state and price in view on a phone. */}
          <div className="relative rounded-2xl border border-line bg-white lg:overflow-x-auto">
            <table className="table-cards w-full text-left text-sm lg:min-w-[760px]">
              <thead className="bg-soft text-sub">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">상품</th>
                  <th scope="col" className="px-4 py-3 font-semibold">카테고리</th>
                  <th scope="col" className="px-4 py-3 font-semibold">상태</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">판매가</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">할인율</th>
                  <th scope="col" className="px-4 py-3 font-semibold">태그</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((item) => (
                  <tr key={item.itemId} className="border-t border-line hover:bg-soft/50">
                    <td className={cn('px-4 py-3', cardHead)}>
                      <ProductCell item={item} />
                    </td>
                    <td className="px-4 py-3" data-label="카테고리">
                      {item.categoryName}
                    </td>
                    <td className={cn('px-4 py-3', cardCorner)}>
                      <span className={cn('whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_TONE[item.itemStatus])}>{ITEM_STATUS_LABELS[item.itemStatus]}</span>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums" data-label="판매가">
                      {formatWon(item.salePrice)}
                      {item.costPrice > item.salePrice && <div className="text-xs text-mute line-through">{formatWon(item.costPrice)}</div>}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums" data-label="할인율">
                      {item.discountRate}%
                    </td>
                    <td className={cn('px-4 py-3 text-sub', cardWide)} data-label="태그">
                      {item.tags.map(tagLabel).join(', ') || '-'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-6">
            <Pagination page={query.data.page} totalPages={query.data.totalPages} onChange={(p) => update({ page: String(p) })} label="상품 목록 페이지" />
          </div>
        </>
      )}
    </div>
  );
}

function ProductCell({ item }: { item: AdminItem }) {
  return (
    <ButtonLink to={`/admin/products/${item.itemId}`} variant="ghost" className="h-auto justify-start gap-3 px-0 py-0 text-left hover:bg-transparent">
      <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-soft">
        {item.thumbPath ? <img src={item.thumbPath} alt="" className="size-full object-cover" /> : <span className="text-[10px] text-mute">이미지 없음</span>}
      </span>
      <span className="min-w-0 whitespace-normal">
        <span className="block font-semibold text-ink">{item.itemName}</span>
        {item.recommend && <span className="text-xs font-semibold text-brand-700">추천</span>}
      </span>
    </ButtonLink>
  );
}
