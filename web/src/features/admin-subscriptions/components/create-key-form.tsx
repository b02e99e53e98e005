import { useId } from 'react';
import { useForm } from '../../../lib/form/use-form.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY_MONTHS } from '@store/shared';
import { Button, FieldShell, fieldMessageId, TextField, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { createKey } from '../api/create-key.ts';
import { useProducts } from '../api/get-products.ts';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

const select = 'h-12 w-full rounded-xl border border-line bg-white px-4 text-[15px] text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-invalid:border-danger aria-invalid:focus:border-danger aria-invalid:focus:ring-red-100';

/** Buyer, product, months 1/3/6/12 and the secret token, all required (store.md §5). */
export function CreateKeyForm() {
  const { alert, confirm } = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const copyKey = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast(C.keyCopied, 'success');
    } catch {
      // No clipboard (an insecure origin, a denied permission): the key, to copy by hand.
      await alert(key, { title: C.formTitle });
    }
  };
  const products = useProducts();
  const productId = useId();
  const monthsId = useId();
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/subscriptions').then((m) => m.adminCreateKeyFormSchema));
  const { register, handleSubmit, formState, resetField } = useForm({
    resolver,
    defaultValues: { buyerName: '', itemId: '' as unknown as number, months: 1, secretToken: '' },
  });
  const e = formState.errors;
  // The selects name FieldShell's message, as TextField does. A list that failed to load is
  // described but not invalid: the admin's choice is not at fault.
  const productError = e.itemId?.message ?? (products.isError ? C.productsFailed : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      const text = await createKey({ itemId: values.itemId, months: values.months, secretToken: values.secretToken, buyerName: values.buyerName });
      // The key goes to a customer next: the answer offers to copy it rather than have it retyped.
      const key = /AW[A-Z0-9]{2}(?:-[A-Z0-9]{4}){4}/.exec(text)?.[0];
      if (key && (await confirm(text, { title: C.formTitle, confirmLabel: C.copyNewKey, cancelLabel: '확인' }))) await copyKey(key);
      else if (!key) await alert(text, { title: C.formTitle });
      resetField('buyerName');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
    } catch (error) {
      await alert(C.createFailed(errorMessage(error)));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl border border-line bg-white p-5 md:grid-cols-2 xl:grid-cols-4" aria-label={C.formTitle}>
      <TextField label={C.buyerName} autoComplete="off" error={e.buyerName?.message} {...register('buyerName')} />
      <FieldShell id={productId} label={C.product} error={productError}>
        <select id={productId} className={select} aria-invalid={e.itemId ? true : undefined} aria-describedby={fieldMessageId(productId, productError)} {...register('itemId')}>
          <option value="">{C.productPlaceholder}</option>
          {products.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={monthsId} label={C.months} error={e.months?.message}>
        <select
          id={monthsId}
          className={select}
          aria-invalid={e.months ? true : undefined}
          aria-describedby={fieldMessageId(monthsId, e.months?.message)}
          {...register('months')}
        >
          {ADMIN_KEY_MONTHS.map((m) => (
            <option key={m} value={m}>
              {C.monthsOption(m)}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField label={C.secret} type="password" autoComplete="off" error={e.secretToken?.message} {...register('secretToken')} />
      <div className="md:col-span-2 xl:col-span-4 flex justify-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {C.create}
        </Button>
      </div>
    </form>
  );
}
