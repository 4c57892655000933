import { Box, Card, Loader, Table, Text, Title } from '@mantine/core';
import { STORE_MESSAGES } from '@steelworks/contract/store';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useStockMovements } from '../api/get-stock-movements';
import { useStoreItem } from '../api/get-store-item';
import { useUpdateStoreItem } from '../api/update-store-item';
import { StoreItemForm } from '../components/store-item-form';
import { HistoryPanel } from '../../audit/public';
import { formatDateTime } from '../../../lib/format';
import { right, PlainTable } from '../../../components/table-head';
import { SectionStockPanel } from '../../cutting/public';

/** /store/update/{id}: a section's bars and offcuts first, every field, and the item's recent stock movements. */
export default function StoreItemUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const item = useStoreItem(id);
  const movements = useStockMovements(id);
  const update = useUpdateStoreItem();
  return (
    <>
      <PageHeader
        title="Update Store Item"
        trail={[{ label: 'All Store Items', to: '/store' }]}
      />
      {item.isLoading && <Loader />}
      {item.data?.section && (
        <Box mb="xl">
          <SectionStockPanel id={id} />
        </Box>
      )}
      {item.data && (
        <StoreItemForm
          initial={item.data}
          submitLabel="Update Store Item"
          pending={update.isPending}
          error={update.error}
          onSubmit={(values, form) =>
            update.mutate(
              { id, openedStock: item.data!.stock, ...values },
              {
                onSuccess: () => {
                  toastSuccess(STORE_MESSAGES.updated);
                  void navigate('/store');
                },
                onError: (error) => applyServerErrors(form, error),
              },
            )
          }
        />
      )}
      {movements.data && movements.data.results.length > 0 && (
        <Card withBorder radius="md" mt="xl" maw={820}>
          <Title order={5} mb="sm">
            Stock history
          </Title>
          <PlainTable striped verticalSpacing="xs" label="Stock history" head={['When', 'Who', right('Old'), right('New'), 'Why']}>
            {movements.data.results.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
                <Table.Td>{m.by ?? <Text span c="dimmed" size="sm">System</Text>}</Table.Td>
                <Table.Td ta="right">{m.old_stock}</Table.Td>
                <Table.Td ta="right">{m.new_stock}</Table.Td>
                <Table.Td>{m.reason}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        </Card>
      )}
      <HistoryPanel entity="store_item" id={id} />
    </>
  );
}
