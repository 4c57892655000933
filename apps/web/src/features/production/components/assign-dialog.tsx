import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PRODUCTION_STATUSES, WORK_TYPES } from '@steelworks/contract/production';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useAssignWorks } from '../api/assign-works';
import { useProductionChoices } from '../api/get-production-choices';
import { useWorkers } from '../api/get-workers';
import { DialogFooter } from '../../../components/dialog-footer';

export interface AssignDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The production items to give a work each. */
  itemIds: number[];
  /** The work the selected items wait for (the next type, or the same after a defect). */
  defaultWorkType?: string | null;
  onAssigned?: () => void;
}

/** The Assign dialog (docs/product/work-orders-and-production.md#works-and-assignment): work, worker and status required; dates and note optional. */
export function AssignDialog({ opened, onClose, itemIds, defaultWorkType, onAssigned }: AssignDialogProps) {
  // Read when the dialog opens: a page that merely holds the dialog (a work order seen by a dealer) asks nothing.
  const choices = useProductionChoices(opened);
  const workers = useWorkers(opened);
  const assign = useAssignWorks();
  const [workType, setWorkType] = useState<string | null>(defaultWorkType ?? null);
  const [worker, setWorker] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>('Pending');
  const [expected, setExpected] = useState('');
  const [finished, setFinished] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setWorkType(defaultWorkType ?? null);
      setErrors({});
      assign.reset();
    }
    // Reset only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!workType) missing.work_type = 'Choose a work';
    if (!worker) missing.worker = PRODUCTION_TEXT.workerRequired;
    if (!status) missing.status = 'Choose a status';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    assign.mutate(
      {
        work_type: workType!,
        worker: Number(worker),
        status: status!,
        production_items: itemIds,
        ...(expected ? { expected_date: expected } : {}),
        ...(finished ? { finished_date: finished } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: () => {
          toastSuccess(PRODUCTION_TEXT.workCreated);
          onAssigned?.();
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0]!])));
        },
      },
    );
  };

  const workerOptions = (workers.data?.results ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.username ?? w.full_name}${w.designation_details.length ? ` (${w.designation_details.map((d) => d.role).join(', ')})` : ''}`,
  }));
  return (
    <Modal opened={opened} onClose={onClose} title={PRODUCTION_TEXT.assign} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {itemIds.length === 1 ? '1 production item' : `${itemIds.length} production items`}
        </Text>
        {assign.error && !Object.keys(errors).length ? <Alert color="red">{(assign.error as Error).message}</Alert> : null}
        <Select label="Work" withAsterisk allowDeselect={false} data={choices.data?.work_types ?? [...WORK_TYPES]} value={workType} onChange={setWorkType} error={errors.work_type} />
        <Select
          label="Worker"
          withAsterisk
          searchable
          data={workerOptions}
          value={worker}
          onChange={setWorker}
          error={errors.worker}
          nothingFoundMessage={workers.isLoading ? 'Loading...' : 'No workers'}
        />
        <Select
          label="Status"
          withAsterisk
          allowDeselect={false}
          data={choices.data?.production_status ?? [...PRODUCTION_STATUSES]}
          value={status}
          onChange={setStatus}
          error={errors.status}
        />
        <Group grow>
          <TextInput type="date" label="Expected date" value={expected} onChange={(e) => setExpected(e.currentTarget.value)} error={errors.expected_date} />
          <TextInput type="date" label="Finished date" value={finished} onChange={(e) => setFinished(e.currentTarget.value)} error={errors.finished_date} />
        </Group>
        <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
        {errors.production_items && <Alert color="red">{errors.production_items}</Alert>}
        <DialogFooter onCancel={onClose}>
          <Button onClick={submit} loading={assign.isPending} disabled={itemIds.length === 0}>
            {PRODUCTION_TEXT.assign}
          </Button>
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
