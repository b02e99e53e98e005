import { useState } from 'react';
import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { discountRateOf, formatWon, ITEM_CATEGORIES, ITEM_CATEGORY_LABELS, ITEM_STATUSES, ITEM_STATUS_LABELS, type AdminItem, type AdminItemInput, type AdminItemValues } from '@store/shared';
import { Button, Checkbox, TextAreaField, TextField } from '../../../components/index.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { ImageUpload } from './image-upload.tsx';
import { ProductTagsField } from './product-tags-field.tsx';
import { SelectField } from './select-field.tsx';

const EMPTY: AdminItemInput = {
  itemName: '',
  itemDescription: '',
  installMethod: '',
  environment: '',
  asSupport: '',
  costPrice: 0,
  salePrice: 0,
  saleQuantity: 0,
  category: 'NEW',
  itemStatus: 'PENDING',
  tags: [],
  recommend: false,
  thumbFileName: null,
  detailImgFileName: null,
  videoUrl: '',
};

function valuesOf(item: AdminItem): AdminItemInput {
  return {
    itemName: item.itemName,
    itemDescription: item.itemDescription,
    installMethod: item.installMethod,
    environment: item.environment,
    asSupport: item.asSupport,
    costPrice: item.costPrice,
    salePrice: item.salePrice,
    saleQuantity: item.saleQuantity,
    category: item.category,
    itemStatus: item.itemStatus,
    tags: item.tags,
    recommend: item.recommend,
    thumbFileName: item.thumbFileName,
    detailImgFileName: item.detailImgFileName,
    videoUrl: item.videoUrl ?? '',
    // Sent back with the save, which the server refuses if another admin saved meanwhile.
    updatedAt: item.updatedAt,
  };
}

/** Every admin field of a product (store.md §3), validated live with the shared schema. */
export function ProductForm({ item, saving, onSubmit }: { item?: AdminItem | undefined; saving: boolean; onSubmit: (values: AdminItemValues) => Promise<unknown> }) {
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/admin-items').then((m) => m.adminItemInputSchema));
  const { register, handleSubmit, setValue, control, formState } = useForm<AdminItemInput, AdminItemValues>({
    resolver,
    mode: 'onChange',
    defaultValues: item ? valuesOf(item) : EMPTY,
  });
  const errors = formState.errors;
  const [thumbPath, setThumbPath] = useState(item?.thumbPath ?? null);
  const [detailPath, setDetailPath] = useState(item?.detailImgPath ?? null);
  const [cost, sale] = useWatch({ control, name: ['costPrice', 'salePrice'] });
  const rate = Number.isInteger(cost) && Number.isInteger(sale) && cost > 0 && sale <= cost ? discountRateOf(cost, sale) : null;
  const num = { valueAsNumber: true } as const;
  // Anything typed, chosen or uploaded since the form was filled: leaving asks first. A save
  // refills the form (the page keys it by the product's updatedAt), which starts it clean.
  const [edited, setEdited] = useState(false);
  const edit = () => setEdited(true);
  useLeaveGuard(edited && !saving);

  return (
    <form onSubmit={handleSubmit(onSubmit)} onInput={edit} noValidate className="space-y-8">
      <section aria-labelledby="pf-basic" className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <h2 id="pf-basic" className="mb-5 text-lg font-bold">
          기본 정보
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="상품명" {...register('itemName')} error={errors.itemName?.message} containerClassName="md:col-span-2" />
          <TextAreaField label="상품 설명" {...register('itemDescription')} error={errors.itemDescription?.message} containerClassName="md:col-span-2" />
          <SelectField label="카테고리" {...register('category')} error={errors.category?.message} options={ITEM_CATEGORIES.map((c) => ({ value: c, label: ITEM_CATEGORY_LABELS[c] }))} />
          <SelectField label="판매 상태" {...register('itemStatus')} error={errors.itemStatus?.message} options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))} />
          <ProductTagsField initial={item?.tags ?? []} error={errors.tags?.message} onChange={(tags) => {
              setValue('tags', tags, { shouldValidate: true });
              edit();
            }} />
          <div className="flex items-end pb-3">
            <Checkbox label="추천 상품으로 표시" {...register('recommend')} />
          </div>
        </div>
      </section>

      <section aria-labelledby="pf-price" className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <h2 id="pf-price" className="mb-5 text-lg font-bold">
          가격
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          <TextField label="정가 (원)" type="number" inputMode="numeric" min={0} step={1} {...register('costPrice', num)} error={errors.costPrice?.message} />
          <TextField
            label="판매가 (원)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('salePrice', num)}
            error={errors.salePrice?.message}
            hint={rate !== null ? `할인율 ${rate}% · ${formatWon(sale)}` : undefined}
          />
          <TextField label="판매 수량" type="number" inputMode="numeric" min={0} step={1} {...register('saleQuantity', num)} error={errors.saleQuantity?.message} hint="인기순 정렬에 쓰입니다." />
        </div>
      </section>

      <section aria-labelledby="pf-detail" className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <h2 id="pf-detail" className="mb-5 text-lg font-bold">
          상세 정보
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          {/* Sentences of up to 300 characters: a one-line box showed only their start. */}
          <TextAreaField label="설치 방법" {...register('installMethod')} error={errors.installMethod?.message} containerClassName="md:col-span-2" />
          <TextAreaField label="A/S 안내" {...register('asSupport')} error={errors.asSupport?.message} containerClassName="md:col-span-2" />
          <TextField label="사용 환경" {...register('environment')} error={errors.environment?.message} />
          <TextField label="동영상 주소" placeholder="https://www.youtube.com/watch?v=..." {...register('videoUrl')} error={errors.videoUrl?.message} />
          <ImageUpload
            label="썸네일 이미지"
            fileType="thumbnail"
            path={thumbPath}
            hint="PNG, JPEG, GIF, WebP · 10MB 이하 · 800px로 줄여 저장합니다."
            error={errors.thumbFileName?.message}
            onUploaded={(name, path) => {
              setValue('thumbFileName', name, { shouldValidate: true });
              setThumbPath(path);
              edit();
            }}
            onClear={() => {
              setValue('thumbFileName', null, { shouldValidate: true });
              setThumbPath(null);
              edit();
            }}
          />
          <ImageUpload
            label="상세 이미지"
            fileType="detail"
            path={detailPath}
            hint="가로 1200px로 줄여 저장합니다."
            error={errors.detailImgFileName?.message}
            onUploaded={(name, path) => {
              setValue('detailImgFileName', name, { shouldValidate: true });
              setDetailPath(path);
              edit();
            }}
            onClear={() => {
              setValue('detailImgFileName', null, { shouldValidate: true });
              setDetailPath(null);
              edit();
            }}
          />
        </div>
      </section>

      <div className="flex justify-end gap-2">
        <Button type="submit" size="lg" loading={saving}>
          {item ? '수정 내용 저장' : '상품 등록'}
        </Button>
      </div>
    </form>
  );
}
