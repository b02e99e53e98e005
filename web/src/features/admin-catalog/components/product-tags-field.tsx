import { useId, useState } from 'react';
import { PRODUCT_FILTER_LABELS, PRODUCT_TAG_FILTERS, productTagFilterOf, type ProductTagFilter } from '@store/shared';
import { Checkbox, TextField } from '../../../components/index.ts';
import { splitTags, tagsOf } from '../product-tags.ts';

/**
 * A product's tags as two grid cells: the /products filter tags as checkboxes named as the
 * storefront names them, and the box for the other, free tags. `onChange` gets the saved list.
 */
export function ProductTagsField({ initial, error, onChange }: { initial: readonly string[]; error?: string | undefined; onChange: (tags: string[]) => void }) {
  const hintId = useId();
  const [text, setText] = useState(() => initial.filter((t) => !productTagFilterOf(t)).join(', '));
  const [checked, setChecked] = useState<ReadonlySet<ProductTagFilter>>(() => new Set(initial.map(productTagFilterOf).filter((t) => t !== undefined)));
  const typed = splitTags(text);
  const isOn = (tag: ProductTagFilter) => checked.has(tag) || typed.some((t) => productTagFilterOf(t) === tag);

  const update = (nextText: string, nextChecked: ReadonlySet<ProductTagFilter>) => {
    setText(nextText);
    setChecked(nextChecked);
    onChange(tagsOf(nextText, nextChecked));
  };
  const toggle = (tag: ProductTagFilter, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(tag);
    else next.delete(tag);
    // Unchecked, the code typed in the box goes too: left there, it would still file the product.
    const nextText = on || !typed.some((t) => productTagFilterOf(t) === tag) ? text : typed.filter((t) => productTagFilterOf(t) !== tag).join(', ');
    update(nextText, next);
  };

  return (
    <>
      <TextField label="태그" value={text} hint="쉼표로 구분합니다. 예: 엑셀, 크롤링" error={error} onChange={(e) => update(e.target.value, checked)} />
      <fieldset aria-describedby={hintId}>
        <legend className="mb-1.5 text-sm font-semibold text-sub">상품 목록 필터</legend>
        <div className="flex h-12 flex-wrap items-center gap-x-6">
          {PRODUCT_TAG_FILTERS.map((tag) => (
            <Checkbox key={tag} label={PRODUCT_FILTER_LABELS[tag]} checked={isOn(tag)} onChange={(e) => toggle(tag, e.target.checked)} />
          ))}
        </div>
        <p id={hintId} className="mt-1.5 text-[13px] text-mute">
          선택하면 스토어 상품 목록의 같은 이름 필터에 표시됩니다.
        </p>
      </fieldset>
    </>
  );
}
