import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import type { Invoice } from '@steelworks/contract/invoice';
import { canAccess } from '@steelworks/contract/permissions';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { Money } from '../../../../components/money';
import { formatDateTime } from '../../../../lib/format';
import { getRole } from '../../../../lib/session';
import { useInvoiceEwb } from '../api/get-invoice-ewb';
import { EwbChangeModal, type EwbChange } from './ewb-change-modal';
import { EwbFormModal } from './ewb-form-modal';

/**
 * The invoice's e-way bill (issue 44 point 3): whether one is needed, the live bill with its validity and vehicles
 * (each current vehicle with the pieces it carries), and for staff "Raise e-way bill", "Change vehicle" and "Cancel".
 */
export function EwbPanel({ invoice }: { invoice: Invoice }) {
  const staff = canAccess(getRole(), 'billing');
  const ewb = useInvoiceEwb(invoice.id);
  const [raising, setRaising] = useState(false);
  const [change, setChange] = useState<EwbChange | null>(null);
  const data = ewb.data;
  const bill = data?.eway_bill ?? null;
  const live = bill && bill.status !== 'Cancelled' ? bill : null;
  const within24h = live?.generated_at ? Date.now() - Date.parse(live.generated_at) < 24 * 60 * 60 * 1000 : false;
  if (!data) return <FormErrorAlert error={ewb.error} />;
  if (!data.required && !bill) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="E-way bill">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={5}>E-way bill</Title>
          {live && <Badge color="green">{live.ewb_number}</Badge>}
          {bill?.status === 'Cancelled' && <Badge color="red">Cancelled {bill.ewb_number}</Badge>}
        </Group>
        {!live && (
          <Text size="sm">
            Consignment <Money value={data.consignment_value} /> is above the threshold of <Money value={data.threshold} />: an e-way bill is needed before the goods move.
          </Text>
        )}
        {bill?.status === 'Cancelled' && <Text size="sm" c="dimmed">{bill.cancel_reason}</Text>}
        {live && (
          <>
            <Text size="sm">
              Valid until <strong>{formatDateTime(live.valid_until)}</strong> · {live.distance_km} km by {live.mode}
              {live.transporter_name ? ` · ${live.transporter_name}` : ''}
            </Text>
            {live.vehicles.filter((vehicle) => !vehicle.replaced_at).map((vehicle) => (
              <Group key={vehicle.id} justify="space-between" wrap="wrap" gap="xs" aria-label={`Vehicle ${vehicle.vehicle_number}`} role="group">
                <Text size="sm" fw={600}>
                  {vehicle.vehicle_number}{' '}
                  <Text span size="sm" fw={400}>
                    {vehicle.quantities.map((load) => `${load.quantity} of line ${load.line_no}`).join(', ')}
                  </Text>
                </Text>
                {staff && (
                  <Button size="xs" variant="light" onClick={() => setChange({ kind: 'vehicle', vehicleId: vehicle.id })}>
                    Change vehicle
                  </Button>
                )}
              </Group>
            ))}
          </>
        )}
        {staff && (
          <Group gap="xs">
            {!live && invoice.status !== 'Cancelled' && (
              <Button leftSection={<IconTruck size={16} />} onClick={() => setRaising(true)}>
                Raise e-way bill
              </Button>
            )}
            {live && within24h && (
              <Button size="xs" color="red" variant="subtle" onClick={() => setChange({ kind: 'cancel' })}>
                Cancel e-way bill
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {staff && raising && <EwbFormModal invoice={invoice} ewb={data} opened onClose={() => setRaising(false)} />}
      {staff && live && change && <EwbChangeModal bill={live} change={change} onClose={() => setChange(null)} />}
    </Paper>
  );
}
