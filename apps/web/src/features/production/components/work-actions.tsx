import { Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { ProductionWork } from '@steelworks/contract/production';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { useState } from 'react';
import { LazyModal as Modal, LazyTextarea as Textarea } from '../../../components/lazy-modal';
import { LazyQueuedActionCard as QueuedActionCard } from '../../../components/lazy-queued-action-card';
import { useTranslate } from '../../../lib/i18n/i18n';
import { useActionsFor } from '../../../lib/offline/use-offline-queue';
import { toastError } from '../../../lib/toast';
import { queueWorkChange, type WorkTap } from '../api/queue-work-change';

type Dialog = 'complete' | 'defective' | null;

/**
 * One-tap Start and Complete for the worker's own open work (large buttons for a phone); Complete asks for nothing
 * but allows a note, Defective asks for the reason. A tap goes into the phone's queue (issue 33): it shows at once as
 * waiting to send on the card, and is sent now or when the network returns, with the tap's time.
 */
export function WorkActions({
  work,
  size = 'lg',
}: {
  work: Pick<ProductionWork, 'id' | 'status' | 'work_type'> & { production_item_sr_no?: string };
  size?: 'md' | 'lg' | 'xl';
}) {
  const t = useTranslate();
  const queued = useActionsFor({ work: work.id });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [storing, setStoring] = useState(false);
  // A tap not yet answered stands in for the buttons, so the same tap cannot be queued twice.
  if (queued.length > 0) {
    return (
      <Stack gap="xs">
        {queued.map((action) => (
          <QueuedActionCard key={action.id} action={action} />
        ))}
      </Stack>
    );
  }
  if (work.status === 'Completed') return null;

  const send = (tap: WorkTap) => {
    setStoring(true);
    queueWorkChange(work, tap)
      .then(() => {
        setDialog(null);
        setNote('');
        setReason('');
      })
      // Only a phone that refuses to store anything (no IndexedDB) gets here.
      .catch(() => toastError())
      .finally(() => setStoring(false));
  };

  return (
    <>
      {/* The next step is one full-width tap; the others sit below it (fits a 390 px screen). */}
      <Stack gap="xs">
        {work.status === 'Pending' ? (
          <Button fullWidth size={size} leftSection={<IconPlayerPlay size={20} />} loading={storing} onClick={() => send({ kind: 'work-start' })}>
            {t(PRODUCTION_TEXT.start)}
          </Button>
        ) : (
          <Button fullWidth size={size} color="green" leftSection={<IconCheck size={20} />} onClick={() => setDialog('complete')}>
            {t(PRODUCTION_TEXT.complete)}
          </Button>
        )}
        <Group gap="xs" grow>
          {work.status === 'Pending' && (
            <Button color="green" variant="light" leftSection={<IconCheck size={18} />} onClick={() => setDialog('complete')}>
              {t(PRODUCTION_TEXT.complete)}
            </Button>
          )}
          <Button color="red" variant="light" leftSection={<IconAlertTriangle size={18} />} onClick={() => setDialog('defective')}>
            {t(PRODUCTION_TEXT.defective)}
          </Button>
        </Group>
      </Stack>
      <Modal opened={dialog === 'complete'} onClose={() => setDialog(null)} title={t('Complete {{work}}', { work: t(work.work_type) })} centered>
        <Stack>
          <Textarea label={t('Note (optional)')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
          <Button size="lg" color="green" loading={storing} onClick={() => send({ kind: 'work-complete', note })}>
            {t(PRODUCTION_TEXT.complete)}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'defective'} onClose={() => setDialog(null)} title={t('{{work}}: Defective', { work: t(work.work_type) })} centered>
        <Stack>
          <Textarea
            label={t('Defect reason')}
            withAsterisk
            value={reason}
            error={reasonError && t(reasonError)}
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
            loading={storing}
            onClick={() => (reason.trim() ? send({ kind: 'work-defective', reason }) : setReasonError(PRODUCTION_TEXT.reasonRequired))}
          >
            {t('Complete as Defective')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
