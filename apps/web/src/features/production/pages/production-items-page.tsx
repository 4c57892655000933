import { Badge, Button, Text } from '@mantine/core';
import { canAccess } from '@steelworks/contract/permissions';
import { PRODUCTION_TABS, type ProductionItem, type ProductionStatus } from '@steelworks/contract/production';
import { PRODUCTION_STATUS_COLORS, PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn, type RowKey } from '../../../components/paged-table';
import { StatusBadge } from '../../../components/status-badge';
import { TabBar } from '../../../components/tab-bar';
import { viewColumn } from '../../../components/view-column';
import { getRole } from '../../../lib/session';
import { useProductionItems } from '../api/get-production-items';
import { AssignDialog } from '../components/assign-dialog';

function ItemsTable({ tab }: { tab: (typeof PRODUCTION_TABS)[number] }) {
  const query = useProductionItems(tab.status);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [assigning, setAssigning] = useState(false);
  const canAssign = tab.status === 'Pending' && canAccess(getRole(), 'productionAssign');
  const firstSelected = query.rows.find((r) => selected.includes(r.id));
  const columns: PagedTableColumn<ProductionItem>[] = [
    { key: 'sr_no', header: 'Sr No', render: (i) => <Text fw={600} size="sm">{i.sr_no}</Text> },
    { key: 'description', header: 'Item', render: (i) => `${i.description} · WO #${i.work_order_auto_id}` },
    {
      key: 'current_work',
      header: 'Current work',
      render: (i) => (i.current_work ? `${i.current_work} (${i.current_work_status})${i.current_worker_name ? ` · ${i.current_worker_name}` : ''}` : '-'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (i) => (
        <>
          <StatusBadge status={i.status} colors={PRODUCTION_STATUS_COLORS} />
          {i.next_work_type && <Badge variant="outline" ml={4}>Next: {i.next_work_type}</Badge>}
          {i.defects > 0 && <Badge color="red" ml={4}>{i.defects} defect{i.defects > 1 ? 's' : ''}</Badge>}
        </>
      ),
    },
    viewColumn('view', (i) => `/production-items/${i.id}`),
  ];
  return (
    <>
      <PagedTable
        query={query}
        columns={columns}
        label={tab.title}
        emptyText={`No ${tab.title}`}
        searchPlaceholder="Search.. Sr No, Work Order or Customer"
        selection={{ selected, onChange: setSelected }}
        toolbar={
          canAssign && (
            <Button disabled={selected.length === 0} onClick={() => setAssigning(true)}>
              {PRODUCTION_TEXT.assign}
              {selected.length ? ` (${selected.length})` : ''}
            </Button>
          )
        }
      />
      <AssignDialog
        opened={assigning}
        onClose={() => setAssigning(false)}
        itemIds={selected.map(Number)}
        defaultWorkType={firstSelected?.next_work_type}
        onAssigned={() => setSelected([])}
      />
    </>
  );
}

/** /production-items: one tab per production status (titles in upper case), Assign on the pending tab. */
export default function ProductionItemsPage() {
  const [params, setParams] = useSearchParams();
  const tab = PRODUCTION_TABS.find((t) => t.status === params.get('status')) ?? PRODUCTION_TABS[0]!;
  return (
    <>
      <PageHeader title="All Production Items" />
      <TabBar
        value={tab.status}
        onChange={(value) => setParams(value ? { status: value as ProductionStatus } : {})}
        tabs={PRODUCTION_TABS.map((t) => ({ value: t.status, label: t.title }))}
      />
      <ItemsTable key={tab.status} tab={tab} />
    </>
  );
}
