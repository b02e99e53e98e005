import { formatNumber, type ItemDetail } from '@store/shared';
import { Price } from '../../../../components/index.ts';
import { ITEM_CATEGORY_LABELS } from '../../../../lib/category.ts';
import { StarRating } from '../star-rating.tsx';

/** Name, description, rating, prices and the install / environment / A/S facts of an item. */
export function ProductSummary({ item }: { item: ItemDetail }) {
  const discounted = item.discountRate > 0 && item.costPrice > item.salePrice;
  // An admin may leave a fact empty: a label with nothing beside it looks broken.
  const facts = [
    { term: '설치 방법', value: item.installMethod },
    { term: '이용 환경', value: item.environment },
    { term: 'A/S 지원', value: item.asSupport },
  ].filter((fact) => fact.value.trim() !== '');
  return (
    <div>
      <p className="inline-flex rounded-md bg-brand-50 px-2 py-1 text-xs font-bold text-brand-700">{ITEM_CATEGORY_LABELS[item.category]}</p>
      <h1 className="mt-3 text-2xl font-extrabold leading-snug tracking-tight sm:text-[1.75rem]">{item.itemName}</h1>
      <p className="mt-2 text-[15px] leading-relaxed text-sub">{item.itemDescription}</p>
      {item.reviewCount > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <StarRating value={item.rating} />
          <span className="font-bold text-ink">{item.rating.toFixed(1)}</span>
          <span className="text-mute">리뷰 {formatNumber(item.reviewCount)}개</span>
        </p>
      )}

      <div className="mt-6 border-t border-line pt-5">
        {discounted && (
          <p className="text-[15px]">
            <span className="sr-only">정가 </span>
            <Price amount={item.costPrice} strike />
          </p>
        )}
        <p className="mt-1 flex items-baseline gap-2">
          {discounted && (
            <span className="text-2xl font-extrabold text-danger sm:text-[1.75rem]">
              <span className="sr-only">할인율 </span>
              {item.discountRate}%
            </span>
          )}
          <span className="sr-only">판매가 </span>
          <Price amount={item.salePrice} className="text-2xl font-extrabold sm:text-[1.75rem]" />
          <span className="text-sm text-mute">/ 1개월</span>
        </p>
      </div>

      {facts.length > 0 && (
        <dl className="mt-5 space-y-2.5 rounded-2xl bg-soft px-5 py-4 text-sm">
          {facts.map(({ term, value }) => (
            <div key={term} className="grid grid-cols-[5.5rem_1fr] gap-2">
              <dt className="font-semibold text-mute">{term}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
