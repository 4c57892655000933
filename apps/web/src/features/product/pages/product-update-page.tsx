import { Divider, Loader, Stack, Title } from '@mantine/core';
import { PRODUCT_MESSAGES } from '@steelworks/contract/product';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, toastError, toastSuccess } from '../../../lib/toast';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { BomEditor } from '../components/bom-editor';
import { CostPanel } from '../components/cost-panel';
import { ProductForm } from '../components/product-form';

/** /product/update/{id}: the form, plus adding and removing raw materials and other costs. */
export default function ProductUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const product = useProduct(id);
  const update = useUpdateProduct();
  return (
    <>
      <PageHeader
        title="Update Product"
        trail={[{ label: 'All Products', to: '/products' }, ...(product.data ? [{ label: product.data.name, to: `/products/${id}` }] : [])]}
      />
      {product.isLoading && <Loader />}
      {product.data && (
        <Stack gap="lg">
          <ProductForm
            key={product.data.id}
            initial={product.data}
            submitLabel="Update Product"
            pending={update.isPending}
            // The failure is the spec's "Update Faild" toast (docs/product/screens-and-texts.md#toasts), not an alert as well.
            error={null}
            onSubmit={(values, form) =>
              update.mutate(
                { id, ...values },
                {
                  onSuccess: () => {
                    toastSuccess(PRODUCT_MESSAGES.updated);
                    void navigate(-1);
                  },
                  onError: (error) => {
                    if (error instanceof ApiError && error.code === 'too_large') return; // the api client's toast says it
                    const placed = applyServerErrors(form, error);
                    toastError(placed ? 'Check the fields marked in red.' : failureMessage(error), PRODUCT_MESSAGES.updateFailed);
                  },
                },
              )
            }
          />
          <Divider />
          <Title order={4}>Raw materials and other costs</Title>
          <BomEditor product={product.data} />
          <CostPanel product={product.data} />
        </Stack>
      )}
    </>
  );
}
