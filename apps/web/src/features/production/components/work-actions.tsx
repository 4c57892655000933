import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import { PRODUCTION_TEXT, type ProductionWork } from '@steelworks/contract/production';
import { useState } from 'react';
import { toastFromError, toastSuccess } from '../../../lib/toast';
import { useUpdateWork } from '../api/update-work';

type Dialog = 'complete' | 'defective' | null;

/**
 * One-tap Start and Complete for the worker's own open work (large buttons for a phone); Complete asks for nothing
 * but allows a note, Defective asks for the reason. The server stamps the times.
 */
export function WorkActions({ work, size = 'lg' }: { work: Pick<ProductionWork, 'id' | 'status' | 'work_type'>; size?: 'md' | 'lg' | 'xl' }) {
  const update = useUpdateWork();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (work.status === 'Completed') return null;

  // mutateAsync: the card leaves the screen once its work is done (the lists reload first), and the toast must still
  // show; callbacks given to mutate() would be dropped with the unmounted component.
  const send = (body: Parameters<typeof update.mutateAsync>[0]) =>
    update
      .mutateAsync(body)
      .then(() => {
        toastSuccess(PRODUCTION_TEXT.workUpdated);
        setDialog(null);
        setNote('');
        setReason('');
      })
      .catch(toastFromError);

  return (
    <>
      {/* The next step is one full-width tap; the others sit below it (fits a 390 px screen). */}
      <Stack gap="xs">
        {work.status === 'Pending' ? (
          <Button fullWidth size={size} leftSection={<IconPlayerPlay size={20} />} loading={update.isPending} onClick={() => send({ id: work.id, status: 'In Progress' })}>
            {PRODUCTION_TEXT.start}
          </Button>
        ) : (
          <Button fullWidth size={size} color="green" leftSection={<IconCheck size={20} />} onClick={() => setDialog('complete')}>
            {PRODUCTION_TEXT.complete}
          </Button>
        )}
        <Group gap="xs" grow>
          {work.status === 'Pending' && (
            <Button color="green" variant="light" leftSection={<IconCheck size={18} />} onClick={() => setDialog('complete')}>
              {PRODUCTION_TEXT.complete}
            </Button>
          )}
          <Button color="red" variant="light" leftSection={<IconAlertTriangle size={18} />} onClick={() => setDialog('defective')}>
            {PRODUCTION_TEXT.defective}
          </Button>
        </Group>
      </Stack>
      <Modal opened={dialog === 'complete'} onClose={() => setDialog(null)} title={`Complete ${work.work_type}`} centered>
        <Stack>
          <Textarea label="Note (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
          <Button size="lg" color="green" loading={update.isPending} onClick={() => send({ id: work.id, status: 'Completed', ...(note.trim() ? { note } : {}) })}>
            {PRODUCTION_TEXT.complete}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'defective'} onClose={() => setDialog(null)} title={`${work.work_type}: Defective`} centered>
        <Stack>
          <Textarea
            label="Defect reason"
            withAsterisk
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            autosize
            minRows={2}
          />
          <Button
            size="lg"
            color="red"
            loading={update.isPending}
            onClick={() => (reason.trim() ? send({ id: work.id, defective: true, defect_reason: reason.trim() }) : setReasonError(PRODUCTION_TEXT.reasonRequired))}
          >
            Complete as Defective
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
