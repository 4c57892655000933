import { Button, Drawer, Table, Text } from '@mantine/core';
import { productLabel } from '@steelworks/contract/product';
import { SCHEDULE_TEXT, SUPPLY_STATUS_COLORS, SUPPLY_TABS, type StoreSupply } from '@steelworks/contract/schedule';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { TabBar } from '../../../components/tab-bar';
import { toastSuccess } from '../../../lib/toast';
import { useStoreSupplies } from '../api/get-store-supplies';
import { useProvideSupply } from '../api/provide-supply';
import { OrderErrorAlert } from '../components/shortages-alert';
import { statusColumn } from '../components/status-column';
import { storeSupplyKeys } from '../../../lib/query-keys';

function SupplyTable({ tab }: { tab: (typeof SUPPLY_TABS)[number] }) {
  const query = useStoreSupplies(tab.value);
  const provide = useProvideSupply();
  const [shown, setShown] = useState<StoreSupply | null>(null);
  const columns: PagedTableColumn<StoreSupply>[] = [
    { key: 'auto_id', header: 'Id', render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{s.auto_id}</span> },
    { key: 'supervisor', header: 'Supervisor' },
    { key: 'product', header: 'Product', render: (s) => `${productLabel(s.product, s.product_serial)} x ${s.quantity}` },
    {
      key: 'raw_materials',
      header: 'Raw Materials',
      render: (s) => (
        <Button size="compact-sm" variant="light" onClick={() => setShown(s)}>
          {SCHEDULE_TEXT.showRawMaterials}
        </Button>
      ),
    },
    statusColumn('status', 'Status', (s) => s.status, SUPPLY_STATUS_COLORS),
    {
      key: 'change',
      header: 'Change Status',
      render: (s) =>
        s.status === 'Canceled' ? null : s.status === 'Provided' ? (
          <Button size="compact-sm" disabled>
            {SCHEDULE_TEXT.provided}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            color="green"
            loading={provide.isPending && provide.variables === s.id}
            // Provide takes stock out of the store at once: it asks first and says when it is done.
            onClick={() =>
              confirmAction({
                title: `Provide ${s.auto_id}?`,
                message: SCHEDULE_TEXT.provideConfirm,
                confirmLabel: SCHEDULE_TEXT.provide,
                onConfirm: () => provide.mutate(s.id, { onSuccess: () => toastSuccess(`Raw materials of ${s.auto_id} provided`) }),
              })
            }
          >
            {SCHEDULE_TEXT.provide}
          </Button>
        ),
    },
  ];
  return (
    <>
      {provide.error ? (
        <div style={{ marginBottom: 12 }}>
          <OrderErrorAlert error={provide.error} />
        </div>
      ) : null}
      <PagedTable query={query} columns={columns} searchPlaceholder={SCHEDULE_TEXT.supplySearch} emptyText={`No ${tab.label}`} label={tab.label} />
      <Drawer opened={shown !== null} onClose={() => setShown(null)} position="right" title={shown ? `Raw Materials of ${shown.auto_id}` : ''}>
        {shown && (
          <Table aria-label="Raw Materials">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>In stock</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.raw_materials.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text c="dimmed" size="sm">
                      No Raw materials added
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                shown.raw_materials.map((m) => (
                  <Table.Tr key={m.store_item}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>
                      {m.quantity} {m.unit_type}
                    </Table.Td>
                    {/* What the store holds now: a Provide with a line short would be refused. */}
                    <Table.Td c={m.stock < m.quantity ? 'red.8' : undefined} fw={m.stock < m.quantity ? 700 : undefined}>
                      {m.stock} {m.unit_type}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        )}
      </Drawer>
    </>
  );
}

/** "All Store Supply" (docs/product/catalogue-and-store.md#store-supply): Not Provided, Provided, History. */
export default function StoreSupplyPage() {
  const [params, setParams] = useSearchParams();
  const tab = SUPPLY_TABS.find((t) => t.label === params.get('tab')) ?? SUPPLY_TABS[0];
  return (
    <>
      <PageHeader title={SCHEDULE_TEXT.supplyTitle} actions={<RefreshLink queryKey={storeSupplyKeys.all} />} />
      <TabBar
        value={tab.label}
        onChange={(value) => setParams(value && value !== SUPPLY_TABS[0].label ? { tab: value } : {})}
        tabs={SUPPLY_TABS.map((t) => ({ value: t.label, label: t.label }))}
      />
      <SupplyTable key={tab.label} tab={tab} />
    </>
  );
}
