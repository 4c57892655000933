import { Button, Checkbox, Divider, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconPlus, IconTruck, IconUpload } from '@tabler/icons-react';
import { ewbAnswerUploadSchema, ewbGenerateInputSchema, TRANSPORT_MODES, validUntil, type InvoiceEwb } from '@steelworks/contract/ewaybill';
import type { Invoice } from '@steelworks/contract/invoice';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { NumberField } from '../../../../components/number-field';
import { BUSINESS_TIME_ZONE, formatDateTime } from '../../../../lib/format';
import { failureMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { downloadEwbJson } from '../api/download-ewb-json';
import { useGenerateEwb } from '../api/generate-ewb';
import { useUploadEwbAnswer } from '../api/upload-ewb-answer';

type Vehicle = { vehicle_number: string; quantities: Record<number, string> };

const MODE_LABELS = { road: 'Road', rail: 'Rail', air: 'Air', ship: 'Ship' } as const;

/** The first message per field of a failed parse, keyed by its path ("vehicles.0.vehicle_number"). */
function issuesOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/**
 * "Raise e-way bill": Part B of the invoice's bill (transport, distance, one or more vehicles with the quantities
 * each carries), the validity it will have, then "Generate" through the API or "Download JSON" for the portal's
 * bulk tool and, once the portal has answered, its number saved back on the invoice.
 */
export function EwbFormModal({ invoice, ewb, opened, onClose }: { invoice: Invoice; ewb: InvoiceEwb; opened: boolean; onClose: () => void }) {
  const generate = useGenerateEwb(invoice.id);
  const upload = useUploadEwbAnswer(invoice.id);
  const [mode, setMode] = useState<string>('road');
  const [distance, setDistance] = useState('');
  const [overDimensional, setOverDimensional] = useState(false);
  const [transporter, setTransporter] = useState({ name: '', id: '', docNo: '', docDate: '', toPin: '' });
  const [vehicles, setVehicles] = useState<Vehicle[]>([{ vehicle_number: '', quantities: {} }]);
  const [answer, setAnswer] = useState({ ewb_number: '', ewb_date: '', valid_until: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const split = vehicles.length > 1;

  const partB = () => ({
    mode,
    distance_km: distance,
    over_dimensional: overDimensional,
    transporter_name: transporter.name,
    transporter_id: transporter.id,
    transport_doc_no: transporter.docNo,
    transport_doc_date: transporter.docDate,
    to_pincode: transporter.toPin,
    vehicles: mode === 'road' || vehicles.some((vehicle) => vehicle.vehicle_number) ? vehicles.map((vehicle) => ({
      vehicle_number: vehicle.vehicle_number,
      quantities: split ? invoice.lines.map((line) => ({ line_no: line.line_no, quantity: vehicle.quantities[line.line_no] ?? '' })) : [],
    })) : [],
  });
  const parsed = () => {
    const result = ewbGenerateInputSchema.safeParse(partB());
    setErrors(result.success ? {} : issuesOf(result.error.issues));
    return result.success ? result.data : null;
  };
  const km = Number(distance);
  const preview = Number.isInteger(km) && km >= 1 && km <= 4000 ? validUntil(new Date(), km, overDimensional, BUSINESS_TIME_ZONE) : null;

  const close = () => {
    generate.reset();
    upload.reset();
    setErrors({});
    onClose();
  };
  const onGenerate = async () => {
    const input = parsed();
    if (!input) return;
    try {
      const bill = await generate.mutateAsync(input);
      toastSuccess(`E-way bill ${bill.ewb_number} generated`);
      close();
    } catch {
      // The alert shows generate.error.
    }
  };
  const onDownload = async () => {
    const input = parsed();
    if (!input) return;
    try {
      await downloadEwbJson(invoice.id, invoice.number, input);
    } catch (error) {
      toastError(failureMessage(error));
    }
  };
  const onUpload = async () => {
    const result = ewbAnswerUploadSchema.safeParse({ ...partB(), ...answer, doc_no: invoice.number });
    setErrors(result.success ? {} : issuesOf(result.error.issues));
    if (!result.success) return;
    try {
      const bill = await upload.mutateAsync(result.data);
      toastSuccess(`E-way bill ${bill.ewb_number} saved on the invoice`);
      close();
    } catch {
      // The alert shows upload.error.
    }
  };
  const setVehicle = (index: number, change: Partial<Vehicle>) => setVehicles((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Modal opened={opened} onClose={close} title={`E-way bill for ${invoice.number}`} size="lg" fullScreen={false} centered>
      <Stack gap="sm">
        <FormErrorAlert error={generate.error ?? upload.error} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label="Mode" withAsterisk data={TRANSPORT_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))} value={mode} onChange={(value) => setMode(value ?? 'road')} allowDeselect={false} error={errors.mode} />
          <NumberField label="Distance (km)" whole withAsterisk value={distance} onChange={setDistance} error={errors.distance_km} />
          <TextInput label="Transporter name" value={transporter.name} onChange={(event) => setTransporter({ ...transporter, name: event.currentTarget.value })} error={errors.transporter_name} />
          <TextInput label="Transporter id" value={transporter.id} onChange={(event) => setTransporter({ ...transporter, id: event.currentTarget.value })} error={errors.transporter_id} />
          <TextInput label="Transport document no." value={transporter.docNo} onChange={(event) => setTransporter({ ...transporter, docNo: event.currentTarget.value })} error={errors.transport_doc_no} />
          <TextInput label="Transport document date" type="date" value={transporter.docDate} onChange={(event) => setTransporter({ ...transporter, docDate: event.currentTarget.value })} error={errors.transport_doc_date} />
          <TextInput
            label="Delivery PIN"
            description={invoice.ship_to ? `Only when "${invoice.ship_to.address}" has none` : undefined}
            inputMode="numeric"
            value={transporter.toPin}
            onChange={(event) => setTransporter({ ...transporter, toPin: event.currentTarget.value })}
            error={errors.to_pincode}
          />
        </SimpleGrid>
        <Checkbox label="Over-dimensional cargo" checked={overDimensional} onChange={(event) => setOverDimensional(event.currentTarget.checked)} />
        <Text size="sm" aria-live="polite">
          {preview ? `Valid until ${formatDateTime(preview)} if generated now` : 'Enter the distance to see the validity'}
        </Text>
        {vehicles.map((vehicle, index) => (
          <Stack key={index} gap={4} role="group" aria-label={`Vehicle ${index + 1}`}>
            <TextInput label={split ? `Vehicle ${index + 1} number` : 'Vehicle number'} placeholder="KL07AB1234" value={vehicle.vehicle_number} onChange={(event) => setVehicle(index, { vehicle_number: event.currentTarget.value })} error={errors[`vehicles.${index}.vehicle_number`] ?? (index === 0 ? errors.vehicles : undefined)} />
            {split &&
              invoice.lines.map((line, lineIndex) => (
                <NumberField
                  key={line.line_no}
                  whole
                  label={`${line.description}: pieces on this vehicle (of ${line.quantity})`}
                  value={vehicle.quantities[line.line_no] ?? ''}
                  onChange={(value) => setVehicle(index, { quantities: { ...vehicle.quantities, [line.line_no]: value } })}
                  error={errors[`vehicles.${index}.quantities.${lineIndex}.quantity`]}
                />
              ))}
          </Stack>
        ))}
        <Group gap="xs">
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setVehicles((rows) => [...rows, { vehicle_number: '', quantities: {} }])} disabled={vehicles.length >= 20}>
            Add vehicle
          </Button>
          {split && (
            <Button variant="subtle" color="gray" onClick={() => setVehicles((rows) => rows.slice(0, -1))}>
              Remove last vehicle
            </Button>
          )}
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void onDownload()}>
            Download JSON
          </Button>
          {ewb.api_configured && (
            <Button leftSection={<IconTruck size={16} />} loading={generate.isPending} onClick={() => void onGenerate()}>
              Generate e-way bill
            </Button>
          )}
        </Group>
        <Divider label="The portal's answer to the JSON" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="EWB number" value={answer.ewb_number} onChange={(event) => setAnswer({ ...answer, ewb_number: event.currentTarget.value })} error={errors.ewb_number} />
          <TextInput label="EWB date" placeholder="dd/mm/yyyy hh:mm:ss AM" value={answer.ewb_date} onChange={(event) => setAnswer({ ...answer, ewb_date: event.currentTarget.value })} error={errors.ewb_date} />
          <TextInput label="Valid until" placeholder="dd/mm/yyyy hh:mm:ss PM" value={answer.valid_until} onChange={(event) => setAnswer({ ...answer, valid_until: event.currentTarget.value })} error={errors.valid_until} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" leftSection={<IconUpload size={16} />} loading={upload.isPending} onClick={() => void onUpload()}>
            Save portal answer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
