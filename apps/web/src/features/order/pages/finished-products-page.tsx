import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canAccess } from '@steelworks/contract/permissions';
import { productLabel } from '@steelworks/contract/product';
import { QC_STATUS_COLORS, QC_STATUSES, SCHEDULE_TEXT, type FinishedProduct, type QcStatus } from '@steelworks/contract/schedule';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { ApiError } from '../../../lib/api-client';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useCreateFinishedProduct } from '../api/create-finished-product';
import { useFinishedProducts } from '../api/get-finished-products';
import { useScheduleItemLookup } from '../api/lookup-schedule-item';
import { statusColumn } from '../components/status-column';

function TestedProducts() {
  const query = useFinishedProducts();
  const columns: PagedTableColumn<FinishedProduct>[] = [
    { key: 'supervisor_schedule_item_auto_id', header: 'Id' },
    { key: 'product_name', header: 'Product', render: (f) => productLabel(f.product_name, f.product_serial) },
    { key: 'quantity', header: 'Quantity' },
    { key: 'supervisor', header: 'Supervisor' },
    { key: 'qc_username', header: 'QC' },
    statusColumn('qc_status', 'QC Status', (f) => f.qc_status, QC_STATUS_COLORS),
    { key: 'note', header: 'Note' },
    { key: 'date_added', header: 'Date', render: (f) => <DateText value={f.date_added} /> },
  ];
  return (
    <PagedTable
      query={query}
      columns={columns}
      searchPlaceholder="Search.. Id, Product or Supervisor"
      emptyText={SCHEDULE_TEXT.noFinished}
      label={SCHEDULE_TEXT.testedProducts}
    />
  );
}

/** Add QC Checked Product: the id is looked up as it is typed; submit stays disabled until the lookup finds it. */
function AddQcCheckedProduct({ onDone }: { onDone: () => void }) {
  const [id, setId] = useState('');
  const [debouncedId] = useDebouncedValue(id.trim(), 400);
  const lookup = useScheduleItemLookup(debouncedId);
  const [status, setStatus] = useState<QcStatus | ''>('');
  const [note, setNote] = useState('');
  const create = useCreateFinishedProduct();
  const found = lookup.data && debouncedId === id.trim() ? lookup.data : undefined;
  const lookupFailed = !!debouncedId && lookup.isError && debouncedId === id.trim();

  // Why this item cannot be checked now (its order was canceled, its raw materials not provided), from the server.
  const refusal = found?.qc_refusal ?? null;

  const submit = () => {
    if (!found || !status || refusal) return;
    create.mutate(
      { supervisor_schedule_item_auto_id: found.auto_id, qc_status: status, note },
      {
        onSuccess: () => {
          toastSuccess(SCHEDULE_TEXT.qcCreated);
          setId('');
          setStatus('');
          setNote('');
          onDone();
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="sm">
        <FormErrorAlert error={create.error} />
        <TextInput
          label="Schedule Item Id"
          placeholder="e.g. 2026-17"
          required
          value={id}
          onChange={(e) => setId(e.currentTarget.value)}
          rightSection={lookup.isFetching ? <Loader size="xs" /> : undefined}
        />
        {lookupFailed && (
          <Alert color="red" variant="light" role="alert">
            {lookup.error instanceof ApiError && lookup.error.status === 404
              ? `${SCHEDULE_TEXT.scheduleItemUnknown}: ${debouncedId}`
              : lookup.error instanceof Error
                ? lookup.error.message
                : 'Something Went Wrong'}
          </Alert>
        )}
        {found && (
          <Paper withBorder p="sm" radius="sm" bg="gray.0">
            <Text size="sm">
              <b>{productLabel(found.product_name, found.product_serial)}</b> · Quantity {found.quantity} · Supervisor {found.supervisor}
            </Text>
            <Text size="sm" c="dimmed">
              Order #{found.order_auto_id} ({found.order_status}) · Store {found.status} · Work status {found.work_status}
              {found.approved ? ' · already approved' : ''}
            </Text>
          </Paper>
        )}
        {refusal && (
          <Alert color="yellow" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <div>
          <Text size="sm" fw={500} mb={4}>
            QC Status
          </Text>
          <SegmentedControl
            aria-label="QC Status"
            data={[...QC_STATUSES]}
            value={status}
            onChange={(value) => setStatus(value as QcStatus)}
          />
        </div>
        <Textarea label="Note" autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button onClick={submit} disabled={!found || !status || !!refusal} loading={create.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /product/finished — "Tested Products" and, for admin/productionmanager/qualitychecker, "Add QC Checked Product" (?create). */
export default function FinishedProductsPage() {
  const [params, setParams] = useSearchParams();
  const canCreate = canAccess(getRole(), 'qcCreate');
  const tab = canCreate && params.has('create') ? 'create' : 'list';
  return (
    <>
      <PageHeader title="Finished Products" />
      <Tabs value={tab} onChange={(value) => setParams(value === 'create' ? { create: '' } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{SCHEDULE_TEXT.testedProducts}</Tabs.Tab>
          {canCreate && <Tabs.Tab value="create">{SCHEDULE_TEXT.addQc}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="list">
          <TestedProducts />
        </Tabs.Panel>
        {canCreate && (
          <Tabs.Panel value="create">
            <AddQcCheckedProduct onDone={() => setParams({})} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
