import { Alert, Anchor, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@steelworks/contract/product';
import { PageHeader } from '../../../components/page-header';
import { useFormMutation } from '../../../components/form/use-form-mutation';
import { toastSuccess } from '../../../lib/toast';
import { useProduct } from '../api/get-product';
import { useCreateProduct } from '../api/create-product';
import { BomEditor } from '../components/bom-editor';
import { CostPanel } from '../components/cost-panel';
import { ProductForm } from '../components/product-form';

/** /product/create in two steps: the product, then its raw materials and other costs (docs/product/catalogue-and-store.md#products). */
export default function ProductCreatePage() {
  const [created, setCreated] = useState<Product | null>(null);
  const save = useFormMutation(useCreateProduct(), (result) => {
    toastSuccess('Done', 'Product created');
    setCreated(result);
  });
  // After step 1 the product is read back, so added lines and the new cost show at once.
  const live = useProduct(created?.id ?? 0, !!created);
  const product = live.data ?? created;
  return (
    <>
      <PageHeader
        title="Create Product"
        trail={[{ label: 'All Products', to: '/products' }]}
      />
      <Stepper active={product ? 1 : 0} mb="lg" size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Product" description="Type, size, image" />
        <Stepper.Step label="Raw materials and other costs" description="Cost and price" />
      </Stepper>
      {!product ? (
        <ProductForm submitLabel="Create Product" {...save} />
      ) : (
        <Stack gap="md">
          <Alert color="green" variant="light" title={product.name}>
            The product was created. Add its raw materials and other costs, then{' '}
            <Anchor component={Link} to={`/products/${product.id}`}>
              view the product
            </Anchor>
            .
          </Alert>
          <BomEditor product={product} />
          <CostPanel product={product} />
        </Stack>
      )}
    </>
  );
}
