import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatRupees, toCents } from '@steelworks/contract/common/money';
import { ORDER_TEXT } from '@steelworks/contract/order';
import { productLabel, type ProductListItem } from '@steelworks/contract/product';
import { useEffect, useMemo, useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { useProductOptions } from '../api/search-products';
import { AddonPicker, type ChosenAddon } from './addon-picker';
import { nextDraftKey, type DraftItem } from './order-draft-items';
import { SearchSelect } from '../../../components/search-select';
import { useQuantityField } from './use-quantity-field';

const hasPrice = (p: ProductListItem) => toCents(p.price) > 0n;

/** "Door Frame 90x210 4x2 16G (LH -101) · ₹1,320.00", or "... · no price yet" (it cannot be ordered). */
function optionLabel(p: ProductListItem): string {
  return `${productLabel(p.name, p.serial_number)} · ${hasPrice(p) ? formatRupees(p.price) : 'no price yet'}`;
}

/** The Add Order Item card: product search, quantity, material and addons; Add to Orders hands the item over. */
export function AddOrderItem({ onAdd }: { onAdd: (item: DraftItem) => void }) {
  const [product, setProduct] = useState<string | null>(null);
  const [productSearch, setProductSearch] = useState('');
  const [debouncedProductSearch] = useDebouncedValue(productSearch, 300);
  const products = useProductOptions(debouncedProductSearch);
  const [productNames, setProductNames] = useState<Record<string, string>>({});
  const [productPrices, setProductPrices] = useState<Record<string, string>>({});
  const quantity = useQuantityField('', ORDER_TEXT.quantityMin);
  const [material, setMaterial] = useState('');
  const [addons, setAddons] = useState<ChosenAddon[]>([]);

  useEffect(() => {
    const found = products.data?.results ?? [];
    if (found.length) setProductNames((names) => ({ ...names, ...Object.fromEntries(found.map((p) => [String(p.id), productLabel(p.name, p.serial_number)])) }));
    if (found.length) setProductPrices((prices) => ({ ...prices, ...Object.fromEntries(found.map((p) => [String(p.id), p.price])) }));
  }, [products.data]);

  // The serial number tells products of the same composed name apart; a product without a price cannot be ordered.
  const productData = useMemo(() => {
    const options = (products.data?.results ?? []).map((p) => ({ value: String(p.id), label: optionLabel(p), disabled: !hasPrice(p) }));
    if (product && !options.some((o) => o.value === product)) options.unshift({ value: product, label: productNames[product] ?? product, disabled: false });
    return options;
  }, [products.data, product, productNames]);

  const canAdd = !!product && quantity.value.trim() !== '';

  const addToOrders = () => {
    if (!canAdd) return;
    // The server's rule and words (1 to 10,000; a negative is refused, never made positive).
    if (quantity.check() === null) return;
    const withMaterial = addons.some((a) => a.addon_name === 'Material')
      ? addons
      : [...addons, { addon_name: 'Material', description: material.trim(), quantity: 1 }];
    onAdd({ key: nextDraftKey(), product: Number(product), productName: productNames[product!] ?? '', unitPrice: productPrices[product!], quantity: Number(quantity.value), material: material.trim(), orderitemaddon: withMaterial });
    setProduct(null);
    setProductSearch('');
    quantity.setValue('');
    setMaterial('');
    setAddons([]);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={5}>Add Order Item</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SearchSelect
            label="Product"
            placeholder="Search a product..."
            clearable
            data={productData}
            value={product}
            onChange={(value) => {
              setProduct(value);
              setAddons([]);
            }}
            searchValue={productSearch}
            onSearchChange={setProductSearch}
            searching={products.isFetching}
          />
          <NumberField label="Quantity" whole value={quantity.value} onChange={quantity.onChange} error={quantity.error} />
          <TextInput label="Material" placeholder="GI, MS..." value={material} onChange={(e) => setMaterial(e.currentTarget.value)} />
        </SimpleGrid>
        <AddonPicker product={product ? Number(product) : undefined} chosen={addons} onChange={setAddons} />
        <Group justify="flex-end">
          <Button onClick={addToOrders} disabled={!canAdd}>
            Add to Orders
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
