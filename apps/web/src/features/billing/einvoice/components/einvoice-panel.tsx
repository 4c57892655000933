import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileCertificate, IconX } from '@tabler/icons-react';
import { EINVOICE_CANCEL_REASONS, EINVOICE_TEXT, type EinvoiceSource } from '@steelworks/contract/einvoice';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { toastFromError, toastSuccess } from '../../../../lib/toast';
import { downloadEinvoiceJson, useCancelEinvoice, useRegisterEinvoice } from '../api/einvoice-actions';
import { useEinvoice } from '../api/get-einvoice';

/**
 * A document's e-invoice on its page (docs/product/e-invoices.md): "IRN pending" while queued, the IRN and Ack once
 * registered; for staff Register, the bulk tool's JSON and Cancel IRN (within 24 hours, with the portal's reason).
 */
export function EinvoicePanel({ source, id, staff }: { source: EinvoiceSource; id: number; staff: boolean }) {
  const einvoice = useEinvoice(source, id);
  const register = useRegisterEinvoice();
  const [cancelling, setCancelling] = useState(false);
  const data = einvoice.data;
  if (!data || (!data.required && !data.status)) return null;
  const ref = { source, id };
  return (
    <Alert color={data.status === 'registered' ? 'green' : data.status === 'cancelled' ? 'red' : 'yellow'} variant="light" title="E-invoice" aria-label="E-invoice">
      <Stack gap={6}>
        {data.status === 'registered' || data.status === 'cancelled' ? (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              IRN: <b>{data.irn}</b>
            </Text>
            <Text size="sm">
              Ack No: {data.ack_no} · Ack date: {data.ack_date}
            </Text>
            {data.status === 'cancelled' && <Badge color="red">{EINVOICE_TEXT.cancelled}: {data.cancel_reason}</Badge>}
          </>
        ) : (
          <Group gap="xs">
            <Badge color={data.status === 'failed' ? 'red' : 'yellow'}>{data.status === 'failed' ? 'IRN refused' : EINVOICE_TEXT.pending}</Badge>
            {data.last_error && <Text size="sm">{data.last_error}</Text>}
          </Group>
        )}
        {staff && (
          <Group gap="xs" wrap="wrap">
            {(data.status === null || data.status === 'failed') && (
              <Button
                size="xs"
                leftSection={<IconFileCertificate size={14} />}
                loading={register.isPending}
                onClick={() => register.mutate(ref, { onSuccess: () => toastSuccess('Sent to the IRP', EINVOICE_TEXT.pending) })}
              >
                Register IRN
              </Button>
            )}
            {data.status !== 'registered' && data.status !== 'cancelled' && (
              <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => downloadEinvoiceJson(ref).catch(toastFromError)}>
                JSON for the bulk tool
              </Button>
            )}
            {data.status === 'registered' && data.cancel_until && new Date(data.cancel_until) > new Date() && (
              <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} onClick={() => setCancelling(true)}>
                Cancel IRN
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {cancelling && <CancelIrnModal source={source} id={id} onClose={() => setCancelling(false)} />}
    </Alert>
  );
}

function CancelIrnModal({ source, id, onClose }: { source: EinvoiceSource; id: number; onClose: () => void }) {
  const cancel = useCancelEinvoice();
  const [reason, setReason] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  return (
    <Modal opened onClose={onClose} title="Cancel IRN" centered>
      <Stack>
        <FormErrorAlert error={cancel.error} />
        <Select label="Reason" data={EINVOICE_CANCEL_REASONS.map((r) => ({ value: r.code, label: `${r.code} ${r.label}` }))} value={reason} onChange={setReason} required />
        <TextInput label="Remark" value={remark} onChange={(event) => setRemark(event.currentTarget.value)} maxLength={100} required />
        <Button
          color="red"
          disabled={!reason || !remark.trim()}
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ ref: { source, id }, reason: reason!, remark }, { onSuccess: () => (toastSuccess('The IRN is cancelled', 'Done'), onClose()) })}
        >
          Cancel IRN
        </Button>
      </Stack>
    </Modal>
  );
}
