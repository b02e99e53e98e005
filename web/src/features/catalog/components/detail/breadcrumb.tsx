import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { filterForNavigationCategory, type ItemCategory } from '@store/shared';
import { ITEM_CATEGORY_LABELS } from '../../../../lib/category.ts';

/** 홈 › 전체상품 › {category} › {product}, the category linking to its filtered list. */
export function Breadcrumb({ category, name }: { category: ItemCategory; name: string }) {
  const link = 'hover:text-ink hover:underline';
  return (
    <nav aria-label="현재 위치" className="py-4 text-[13px] text-mute sm:py-5">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className={link}>
            홈
          </Link>
        </li>
        <Separator />
        <li>
          <Link to="/products" className={link}>
            전체상품
          </Link>
        </li>
        <Separator />
        <li>
          <Link to={`/products?category=${filterForNavigationCategory(category)}`} className={link}>
            {ITEM_CATEGORY_LABELS[category]}
          </Link>
        </li>
        <Separator />
        <li aria-current="page" className="max-w-[14rem] truncate font-semibold text-sub sm:max-w-none">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <li aria-hidden className="flex">
      <ChevronRight className="size-3.5" />
    </li>
  );
}
