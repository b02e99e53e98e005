import { ChevronLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ITEM_STATUS_LABELS } from '@store/shared';
import { ButtonLink, EmptyState, ErrorState, LoadingState, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminItem, useSaveItem } from '../api/items.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { MESSAGES } from '../messages.ts';

/** The id in /admin/products/:itemId, or null when it cannot name a product (abc, 0, 1.5). */
function parseItemId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** /admin/products/new and /admin/products/:itemId. */
export function ProductEditPage() {
  const params = useParams();
  // /products/new has no :itemId; any other path is an edit, even one whose id is unusable.
  const isNew = params.itemId === undefined;
  const parsed = isNew ? null : parseItemId(params.itemId!);
  const itemId = parsed ?? undefined;
  const notFound = !isNew && parsed === null;
  usePageTitle(isNew ? MESSAGES.newProduct : MESSAGES.editProduct);
  const query = useAdminItem(itemId);
  const save = useSaveItem(itemId);
  const toast = useToast();
  const { alert, confirm } = useDialogs();
  const navigate = useNavigate();

  // The way back from an id that is unusable or names no product (404).
  const backToList = (
    <ButtonLink to="/admin/products" variant="outline" size="sm">
      {MESSAGES.backToProducts}
    </ButtonLink>
  );
  let body;
  if (notFound) body = <EmptyState message={MESSAGES.productNotFound} action={backToList} />;
  else if (itemId !== undefined && query.isPending) body = <LoadingState />;
  else if (itemId !== undefined && query.isError)
    body = <ErrorState message={errorMessage(query.error, MESSAGES.productFetchFailed)} action={backToList} />;
  else
    body = (
      <ProductForm
        key={query.data?.updatedAt ?? 'new'}
        item={query.data}
        saving={save.isPending}
        onSubmit={async (values) => {
          // Taking a product off sale hides it from buyers at once; asked, as a slip of the select
          // would otherwise pull a selling product without a word.
          if (query.data?.itemStatus === 'SALE' && values.itemStatus !== 'SALE') {
            const ok = await confirm(MESSAGES.stopSellingAsk(query.data.itemName, ITEM_STATUS_LABELS[values.itemStatus]), { title: MESSAGES.stopSellingTitle, confirmLabel: MESSAGES.stopSellingConfirm });
            if (!ok) return;
          }
          // The form stays submitting until the save settles, so a second click sends nothing.
          return save.mutateAsync(values).then(
            (item) => {
              toast(MESSAGES.productSaved, 'success');
              if (itemId === undefined) navigate(`/admin/products/${item.itemId}`, { replace: true });
            },
            (e: unknown) => void alert(`${MESSAGES.productSaveFailed}: ${errorMessage(e)}`),
          );
        }}
      />
    );

  return (
    <div className="max-w-4xl">
      <Link to="/admin/products" className="mb-3 inline-flex items-center gap-1 text-sm text-sub hover:text-ink">
        <ChevronLeft className="size-4" aria-hidden /> {MESSAGES.productList}
      </Link>
      <AdminHeader title={isNew ? MESSAGES.newProduct : MESSAGES.editProduct} />
      {body}
    </div>
  );
}
