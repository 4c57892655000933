import { Alert, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { VALUATION_TEXT, type MaterialCostRow } from '@steelworks/contract/valuation';
import { confirmAction } from '../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { SearchSelect } from '../../../components/search-select';
import { toastFromError, toastSuccess } from '../../../lib/toast';
import { useApplyMaterialCosts, useMaterialCosts, useProductChoices, useSwitchMaterialCost } from '../api/valuation-api';

const difference = (before: string, after: string) => (Number(after) - Number(before)).toFixed(2);

function AddProduct() {
  const [search, setSearch] = useState('');
  const choices = useProductChoices(search);
  const switcher = useSwitchMaterialCost();
  return (
    <SearchSelect
      label="Follow the average cost"
      placeholder="Find a product..."
      maw={360}
      searching={choices.isFetching}
      data={(choices.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      value={null}
      onSearchChange={setSearch}
      onChange={(value) => value && switcher.mutate({ product: Number(value), on: true }, { onError: toastFromError })}
    />
  );
}

function CostRow({ row, chosen, onChoose }: { row: MaterialCostRow; chosen: boolean; onChoose: (on: boolean) => void }) {
  const switcher = useSwitchMaterialCost();
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={`Choose ${row.name}`} checked={chosen} onChange={(event) => onChoose(event.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>{row.name}</Table.Td>
      <Table.Td ta="right"><Money value={row.old_cost} /></Table.Td>
      <Table.Td ta="right"><Money value={row.new_cost} /></Table.Td>
      <Table.Td ta="right"><Money value={row.old_price} /> → <Money value={row.new_price} /> ({difference(row.old_price, row.new_price)})</Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={() => switcher.mutate({ product: row.product, on: false }, { onError: toastFromError })}>
          Typed prices
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /purchase/material-costs: the products whose material cost follows the average cost, the cost in use beside the one
 * today's averages give and the effect on the price; the catalogue changes only when the chosen ones are applied.
 */
export default function MaterialCostsPage() {
  const costs = useMaterialCosts();
  const apply = useApplyMaterialCosts();
  const [chosen, setChosen] = useState<number[]>([]);
  const rows = costs.data ?? [];
  const run = () =>
    confirmAction({
      title: VALUATION_TEXT.apply,
      message: `The cost and price of ${chosen.length} product(s) change in the catalogue.`,
      onConfirm: () =>
        apply.mutate({ products: chosen }, { onSuccess: () => { toastSuccess(VALUATION_TEXT.applied(chosen.length)); setChosen([]); } }),
    });
  return (
    <>
      <PageHeader title={VALUATION_TEXT.materialTitle} trail={[{ label: 'Buying' }]} />
      <Stack>
        <AddProduct />
        <FormErrorAlert error={apply.error} />
        {rows.length === 0 ? (
          <Alert>{VALUATION_TEXT.materialEmpty}</Alert>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={VALUATION_TEXT.materialTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Cost now</Table.Th>
                  <Table.Th ta="right">At average cost</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <CostRow key={row.product} row={row} chosen={chosen.includes(row.product)} onChoose={(on) => setChosen((list) => (on ? [...list, row.product] : list.filter((id) => id !== row.product)))} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group>
          <Button disabled={chosen.length === 0} loading={apply.isPending} onClick={run}>
            {VALUATION_TEXT.apply}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">Items never received at a cost count at their typed store price.</Text>
      </Stack>
    </>
  );
}
