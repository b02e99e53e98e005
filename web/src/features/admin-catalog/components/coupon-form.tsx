import { useForm, useWatch } from '../../../lib/form/use-form.ts';
import type { z } from 'zod';
import { COUPON_DISCOUNT_TYPES, COUPON_DISCOUNT_TYPE_LABELS, isoDateInSeoul, type AdminCouponCreate, type adminCouponCreateSchema } from '@store/shared';
import { Button, Checkbox, TextField } from '../../../components/index.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { SelectField } from './select-field.tsx';

type Output = z.output<typeof adminCouponCreateSchema>;

function emptyCoupon(): AdminCouponCreate {
  const today = isoDateInSeoul(new Date());
  const month = isoDateInSeoul(new Date(Date.now() + 30 * 86_400_000));
  return { name: '', description: '', discountType: 'FIXED', discountValue: 1000, minPurchase: 0, quantity: 100, startDate: today, endDate: month, couponCode: '', isActive: true };
}

/** What the page can do to the form after the server answered: empty it, or mark the code taken. */
export interface CouponFormControls {
  reset: () => void;
  codeTaken: (message: string) => void;
}

/** The §3 create payload, checked live with the shared schema (bounds per discount type, dates). */
export function CouponForm({ saving, onSubmit }: { saving: boolean; onSubmit: (values: Output, form: CouponFormControls) => Promise<unknown> }) {
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/admin-coupons').then((m) => m.adminCouponCreateSchema));
  const { register, handleSubmit, control, reset, formState, setError } = useForm<AdminCouponCreate, Output>({
    resolver,
    mode: 'onChange',
    defaultValues: emptyCoupon(),
  });
  const errors = formState.errors;
  const type = useWatch({ control, name: 'discountType' });
  const quantity = { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) };

  return (
    <form
      onSubmit={handleSubmit((v) => onSubmit(v, { reset: () => reset(emptyCoupon()), codeTaken: (message) => setError('couponCode', { message }, { shouldFocus: true }) }))}
      noValidate className="rounded-2xl border border-line bg-white p-5 sm:p-7" aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" className="mb-5 text-lg font-bold">
        새 쿠폰 만들기
      </h2>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
        <TextField label="쿠폰 이름" {...register('name')} error={errors.name?.message} containerClassName="md:col-span-2" />
        <TextField label="쿠폰 코드 (선택)" placeholder="예: WINTER2026" {...register('couponCode')} error={errors.couponCode?.message} containerClassName="md:col-span-2" />
        <TextField label="설명 (선택)" {...register('description')} error={errors.description?.message} containerClassName="md:col-span-2 xl:col-span-4" />
        <SelectField label="할인 방식" {...register('discountType')} error={errors.discountType?.message} options={COUPON_DISCOUNT_TYPES.map((t) => ({ value: t, label: COUPON_DISCOUNT_TYPE_LABELS[t] }))} />
        <TextField
          label={type === 'PERCENT' ? '할인율 (%)' : '할인 금액 (원)'}
          type="number"
          inputMode="numeric"
          {...register('discountValue', { valueAsNumber: true, deps: ['discountType'] })}
          error={errors.discountValue?.message}
          hint={type === 'PERCENT' ? '1~100%' : '1원 이상'}
        />
        <TextField label="최소 구매 금액 (원)" type="number" inputMode="numeric" {...register('minPurchase', { valueAsNumber: true })} error={errors.minPurchase?.message} />
        <TextField label="발급 수량" type="number" inputMode="numeric" {...register('quantity', quantity)} error={errors.quantity?.message} hint="비우면 무제한" />
        <TextField label="시작일" type="date" {...register('startDate', { deps: ['endDate'] })} error={errors.startDate?.message} />
        <TextField label="종료일" type="date" {...register('endDate', { deps: ['startDate'] })} error={errors.endDate?.message} />
        <div className="flex items-end pb-3">
          <Checkbox label="바로 사용" {...register('isActive')} />
        </div>
        <div className="flex items-end justify-end">
          <Button type="submit" loading={saving} block>
            쿠폰 생성
          </Button>
        </div>
      </div>
    </form>
  );
}
