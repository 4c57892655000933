import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { PRODUCTION_STATUSES, type ProductionWork } from '@steelworks/contract/production';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../lib/i18n/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useProductionChoices } from '../api/get-production-choices';
import { useUpdateWork } from '../api/update-work';

/** The Update work item status form (docs/product/work-orders-and-production.md#production-items, docs/product/work-orders-and-production.md#works-and-assignment: status required), as a dialog or inline. */
export function WorkStatusForm({ work, onDone }: { work: ProductionWork; onDone?: () => void }) {
  const t = useTranslate();
  const choices = useProductionChoices();
  const update = useUpdateWork();
  const [status, setStatus] = useState<string | null>(work.status);
  const [finished, setFinished] = useState(work.finished_date ?? '');
  const [note, setNote] = useState(work.note);
  const [defective, setDefective] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setStatus(work.status);
    setFinished(work.finished_date ?? '');
    setNote(work.note);
  }, [work]);

  const submit = () => {
    if (!status) return setError('Choose a status');
    if (defective && !reason.trim()) return setError(PRODUCTION_TEXT.reasonRequired);
    update.mutate(
      {
        id: work.id,
        status,
        note,
        ...(finished && status === 'Completed' ? { finished_date: finished } : {}),
        ...(defective ? { defective: true, defect_reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          toastSuccess(PRODUCTION_TEXT.workUpdated);
          onDone?.();
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const completed = work.status === 'Completed';
  return (
    <Stack>
      {error && <Alert color="red">{t(error)}</Alert>}
      <Select
        label={t('Status')}
        withAsterisk
        data={(choices.data?.production_status ?? [...PRODUCTION_STATUSES]).map((value) => ({ value, label: t(value) }))}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setError(null);
        }}
        disabled={completed}
      />
      {status === 'Completed' && (
        <TextInput type="date" label={t('Finished date')} description={t('Empty: today')} value={finished} onChange={(e) => setFinished(e.currentTarget.value)} />
      )}
      {status === 'Completed' && !completed && (
        <>
          <Checkbox label={t(PRODUCTION_TEXT.defective)} checked={defective} onChange={(e) => setDefective(e.currentTarget.checked)} />
          {defective && <Textarea label={t('Defect reason')} withAsterisk value={reason} onChange={(e) => setReason(e.currentTarget.value)} />}
        </>
      )}
      <Textarea label={t('Note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={update.isPending}>
          {t('Update')}
        </Button>
      </Group>
    </Stack>
  );
}

export function StatusDialog({ work, onClose }: { work: ProductionWork | null; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Modal opened={!!work} onClose={onClose} title={t('Update work item status')} centered>
      {work && <WorkStatusForm work={work} onDone={onClose} />}
    </Modal>
  );
}
