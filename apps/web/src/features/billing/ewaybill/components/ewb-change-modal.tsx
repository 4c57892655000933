import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { CANCEL_REASONS, ewbCancelInputSchema, ewbVehicleUpdateInputSchema, VEHICLE_REASONS, type EwayBill } from '@steelworks/contract/ewaybill';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { toastSuccess } from '../../../../lib/toast';
import { useChangeEwb } from '../api/change-ewb';

export type EwbChange = { kind: 'vehicle'; vehicleId: number } | { kind: 'cancel' };

/**
 * "Change vehicle" (Part B update: the new vehicle, why, and where the goods are; the validity stays) and "Cancel
 * e-way bill" (within 24 hours, with the portal's reason): one modal, the fields of the change asked for.
 */
export function EwbChangeModal({ bill, change, onClose }: { bill: EwayBill; change: EwbChange; onClose: () => void }) {
  const mutation = useChangeEwb(bill.id);
  const [fields, setFields] = useState({ vehicle_number: '', reason: '', remarks: '', from_place: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const vehicle = change.kind === 'vehicle';
  const reasons = Object.entries(vehicle ? VEHICLE_REASONS : CANCEL_REASONS)
    .filter(([key]) => !vehicle || key !== '4')
    .map(([value, label]) => ({ value, label }));

  const submit = async () => {
    const body = vehicle ? { vehicle_id: change.vehicleId, ...fields } : { reason: fields.reason, remarks: fields.remarks };
    const result = (vehicle ? ewbVehicleUpdateInputSchema : ewbCancelInputSchema).safeParse(body);
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      await mutation.mutateAsync(vehicle ? { kind: 'vehicle', body: body as never } : { kind: 'cancel', body: body as never });
      toastSuccess(vehicle ? 'Vehicle changed' : `E-way bill ${bill.ewb_number} cancelled`);
      onClose();
    } catch {
      // The alert shows mutation.error.
    }
  };
  const field = (name: keyof typeof fields, label: string) => (
    <TextInput label={label} withAsterisk value={fields[name]} onChange={(event) => setFields({ ...fields, [name]: event.currentTarget.value })} error={errors[name]} />
  );

  return (
    <Modal opened onClose={onClose} title={vehicle ? 'Change vehicle' : `Cancel e-way bill ${bill.ewb_number}`} centered>
      <Stack gap="sm">
        <FormErrorAlert error={mutation.error} />
        {vehicle && field('vehicle_number', 'New vehicle number')}
        <Select label="Reason" withAsterisk data={reasons} value={fields.reason || null} onChange={(value) => setFields({ ...fields, reason: value ?? '' })} error={errors.reason} />
        {field('remarks', 'Remarks')}
        {vehicle && field('from_place', 'Where the goods are now')}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button color={vehicle ? undefined : 'red'} loading={mutation.isPending} onClick={() => void submit()}>
            {vehicle ? 'Change vehicle' : 'Cancel e-way bill'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
