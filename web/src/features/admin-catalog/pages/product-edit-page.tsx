import { ChevronLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminItem, useSaveItem } from '../api/items.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { MESSAGES } from '../messages.ts';

/** /admin/products/new and /admin/products/:itemId. */
export function ProductEditPage() {
  const params = useParams();
  const itemId = params.itemId ? Number(params.itemId) : undefined;
  const valid = itemId === undefined || (Number.isInteger(itemId) && itemId > 0);
  usePageTitle(itemId ? MESSAGES.editProduct : MESSAGES.newProduct);
  const query = useAdminItem(valid ? itemId : undefined);
  const save = useSaveItem(itemId);
  const toast = useToast();
  const { alert } = useDialogs();
  const navigate = useNavigate();

  let body;
  if (!valid) body = <ErrorState message={MESSAGES.productFetchFailed} />;
  else if (itemId !== undefined && query.isPending) body = <LoadingState />;
  else if (itemId !== undefined && query.isError) body = <ErrorState message={errorMessage(query.error, MESSAGES.productFetchFailed)} />;
  else
    body = (
      <ProductForm
        key={query.data?.updatedAt ?? 'new'}
        item={query.data}
        saving={save.isPending}
        onSubmit={(values) =>
          // The form stays submitting until the save settles, so a second click sends nothing.
          save.mutateAsync(values).then(
            (item) => {
              toast(MESSAGES.productSaved, 'success');
              if (itemId === undefined) navigate(`/admin/products/${item.itemId}`, { replace: true });
            },
            (e: unknown) => void alert(`${MESSAGES.productSaveFailed}: ${errorMessage(e)}`),
          )
        }
      />
    );

  return (
    <div className="max-w-4xl">
      <Link to="/admin/products" className="mb-3 inline-flex items-center gap-1 text-sm text-sub hover:text-ink">
        <ChevronLeft className="size-4" aria-hidden /> 상품 목록
      </Link>
      <AdminHeader title={itemId ? MESSAGES.editProduct : MESSAGES.newProduct} />
      {body}
    </div>
  );
}
