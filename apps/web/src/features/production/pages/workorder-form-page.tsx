import { Alert, Anchor, Button, Group, Loader, Select, Stack, Switch } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPrinter, IconTags, IconTrash } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { WORK_ORDER_MANUAL_MOVES, WORK_ORDER_STATUSES, WORK_ORDER_TEXT, type WorkOrderStatus } from '@steelworks/contract/workorder';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { BUSINESS_TIME_ZONE } from '../../../lib/format';
import { getRole } from '../../../lib/session';
import { toastFromError, toastSuccess } from '../../../lib/toast';
import { useDealerOptions } from '../../../lib/dealer-options';
import { addWorkOrderImage, useAddWorkOrderImage } from '../api/add-work-order-image';
import { useDeleteWorkOrder } from '../api/delete-work-order';
import { useDeleteWorkOrderImage } from '../api/delete-work-order-image';
import { useWorkOrder } from '../../../lib/work-order-query';
import { useWorkOrderChoices } from '../api/get-work-order-choices';
import { useWorkOrderDraft } from '../api/get-work-order-draft';
import { useSaveWorkOrder } from '../api/save-work-order';
import type { PendingImage } from '../components/work-order-drawings';
import { checkWorkOrder, type FieldErrors } from '../components/work-order-errors';
import { WorkOrderForm } from '../components/work-order-form';
import { initialHead, initialRows, toBody, type HeadValues, type RowValues } from '../components/work-order-values';
import { WorkOrderSheet } from '../components/work-order-sheet';


function DealerPicker({ head, onHead }: { head: HeadValues; onHead: (h: HeadValues) => void }) {
  const [search, setSearch] = useState(head.dealer_name);
  const [debounced] = useDebouncedValue(search, 400);
  const dealers = useDealerOptions(debounced, true);
  const options = [
    ...(head.dealer ? [{ value: head.dealer, label: head.dealer_name || `Dealer ${head.dealer}` }] : []),
    ...(dealers.data?.results ?? [])
      .filter((d) => String(d.id) !== head.dealer)
      .map((d) => ({ value: String(d.id), label: d.full_name })),
  ];
  return (
    <Select
      label="Dealer"
      placeholder="Search dealers"
      searchable
      clearable
      data={options}
      value={head.dealer || null}
      searchValue={search}
      onSearchChange={setSearch}
      disabled={!!head.order}
      description={head.order ? 'From the dealer order' : undefined}
      onChange={(value, option) => onHead({ ...head, dealer: value ?? '', dealer_name: value ? option.label : '' })}
    />
  );
}

/** The statuses the select offers: the current one and the moves a person may make (the rest follow production). */
function statusChoices(current: string): string[] {
  const moves = WORK_ORDER_MANUAL_MOVES[current as WorkOrderStatus] ?? [];
  return WORK_ORDER_STATUSES.filter((s) => s === current || moves.includes(s));
}

function FormBody({ id, orderId, print }: { id?: number; orderId?: number; print: boolean }) {
  const navigate = useNavigate();
  const existing = useWorkOrder(id);
  const draft = useWorkOrderDraft(orderId);
  const choices = useWorkOrderChoices();
  const save = useSaveWorkOrder();
  const remove = useDeleteWorkOrder();
  const addImage = useAddWorkOrderImage();
  const removeImage = useDeleteWorkOrderImage();
  const canEdit = canAccess(getRole(), 'workOrderCreate');
  const [printView, setPrintView] = useState(print || !canEdit);
  const [head, setHead] = useState<HeadValues | null>(null);
  const [rows, setRows] = useState<RowValues[] | null>(null);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [invalid, setInvalid] = useState<FieldErrors | null>(null);

  if ((id && existing.isLoading) || (orderId && draft.isLoading)) return <Loader />;
  if (existing.error) return <FormErrorAlert error={existing.error} />;
  if (draft.error) return <FormErrorAlert error={draft.error} />;
  const currentHead = head ?? initialHead(BUSINESS_TIME_ZONE, existing.data, draft.data);
  const currentRows = rows ?? initialRows(existing.data, draft.data);

  const submit = () => {
    const body = toBody(currentHead, currentRows);
    const errors = checkWorkOrder(body);
    if (Object.keys(errors).length) {
      save.reset();
      setInvalid(errors);
      return;
    }
    setInvalid(null);
    save.mutate(
      { id, body },
      {
        onSuccess: async (workOrder) => {
          // Success needs auto_id (docs/product/screens-and-texts.md#toasts).
          if (!workOrder.auto_id) return;
          for (const image of pending) await addWorkOrderImage({ workOrderId: workOrder.id, ...image }).catch(toastFromError);
          toastSuccess(id ? WORK_ORDER_TEXT.updated : WORK_ORDER_TEXT.created);
          setHead(null);
          setRows(null);
          setPending([]);
          if (!id) void navigate(`/workorders/${workOrder.id}`);
        },
      },
    );
  };

  const actions = (
    <Group gap="xs" className="no-print" wrap="wrap">
      {canEdit && <Switch label={WORK_ORDER_TEXT.printView} checked={printView} onChange={(e) => setPrintView(e.currentTarget.checked)} />}
      {existing.data && (
        <Button
          variant="light"
          leftSection={<IconPrinter size={16} />}
          onClick={() => {
            setPrintView(true);
            setTimeout(() => window.print(), 50);
          }}
        >
          PDF
        </Button>
      )}
      {existing.data && (
        <Button component={Link} to={`/workorders/${existing.data.id}/labels`} variant="light" leftSection={<IconTags size={16} />}>
          Labels
        </Button>
      )}
      {canEdit && existing.data && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() =>
            confirmAction({
              onConfirm: () =>
                remove.mutate(existing.data!.id, {
                  onSuccess: () => {
                    toastSuccess(WORK_ORDER_TEXT.deleted);
                    void navigate('/workorders?removed');
                  },
                }),
            })
          }
        >
          Delete
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      {actions}
      {draft.data?.existing_work_order ? (
        <Alert color="yellow">
          This order already has a work order:{' '}
          <Anchor component={Link} to={`/workorders/${draft.data.existing_work_order}`}>
            open it
          </Anchor>
        </Alert>
      ) : null}
      {printView && existing.data ? (
        <WorkOrderSheet workOrder={existing.data} choices={choices.data} />
      ) : (
        <>
          <WorkOrderForm
            head={currentHead}
            rows={currentRows}
            onHead={setHead}
            onRows={setRows}
            choices={choices.data}
            statusChoices={statusChoices(existing.data?.order_status ?? 'Pending')}
            error={invalid ?? save.error}
            pendingImages={pending}
            onPendingImages={setPending}
            existingImages={existing.data?.work_order_images}
            onAddImage={existing.data ? (image) => addImage.mutate({ workOrderId: existing.data!.id, ...image }) : undefined}
            onRemoveImage={(imageId) => removeImage.mutate({ imageId, workOrderId: existing.data!.id })}
            dealerPicker={<DealerPicker head={currentHead} onHead={setHead} />}
          />
          <Group justify="flex-end">
            <Button size="md" onClick={submit} loading={save.isPending}>
              {id ? 'Update Work Order' : 'Create Work Order'}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** /workorder/create (also ?order=<id>: "Create from order") and /workorders/update/{id} (print view, PDF, Delete). */
export default function WorkOrderFormPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : undefined;
  const orderId = search.get('order') ? Number(search.get('order')) : undefined;
  const title = id ? 'Update Work Order' : 'Create Work Order';
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'All Work Orders', to: '/workorders' },
          ...(id ? [{ label: `Work Order`, to: `/workorders/${id}` }] : []),
          { label: title },
        ]}
      />
      <FormBody key={`${id ?? 'new'}-${orderId ?? ''}`} id={id} orderId={orderId} print={search.has('print')} />
    </>
  );
}
