import { BadgePercent, Crown, LayoutGrid, Sparkles, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { ItemCategory } from '@store/shared';
import { cn } from '../../../../components/index.ts';

interface Tile {
  category: ItemCategory;
  label: string;
  caption: string;
  tone: string;
  icon?: LucideIcon;
  letter?: string;
}

// The six entry points of store.md §2; each opens /products with its category as navigation state.
const TILES: Tile[] = [
  { category: 'BEST', label: '베스트', caption: '가장 많이 찾는', tone: 'bg-amber-50 text-amber-600', icon: Crown },
  { category: 'NEW', label: '신상품', caption: '새로 나온', tone: 'bg-sky-50 text-sky-600', icon: Sparkles },
  { category: 'DISCOUNTED', label: '할인', caption: '지금 할인 중', tone: 'bg-rose-50 text-rose-600', icon: BadgePercent },
  { category: 'NCOMPANY', label: 'N사', caption: 'N사 플랫폼용', tone: 'bg-emerald-50 text-emerald-600', letter: 'N' },
  { category: 'KCOMPANY', label: 'K사', caption: 'K사 플랫폼용', tone: 'bg-yellow-50 text-yellow-700', letter: 'K' },
  { category: 'ETC', label: '기타', caption: '업무 도구', tone: 'bg-violet-50 text-violet-600', icon: LayoutGrid },
];

export function CategoryTiles() {
  const navigate = useNavigate();
  return (
    <nav aria-label="카테고리 바로가기">
      {/* Six in a row from 768 px: at 640 px (with the side padding kept clear of the chat button)
          a sixth of the row is narrower than the longest caption. */}
      <ul className="grid grid-cols-3 gap-3 sm:gap-4 md:grid-cols-6">
        {TILES.map(({ category, label, caption, tone, icon: Icon, letter }) => (
          <li key={category}>
            <button
              type="button"
              onClick={() => navigate('/products', { state: { category } })}
              className="group flex h-full w-full flex-col items-center gap-2.5 rounded-2xl border border-line bg-white px-2 py-5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className={cn('grid size-12 place-items-center rounded-2xl sm:size-14', tone)} aria-hidden>
                {Icon ? <Icon className="size-6 sm:size-7" /> : <span className="text-xl font-black sm:text-2xl">{letter}</span>}
              </span>
              <span className="flex flex-col items-center">
                <span className="text-[15px] font-bold text-ink">{label}</span>
                <span className="mt-0.5 hidden text-xs text-mute sm:block" aria-hidden>
                  {caption}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
