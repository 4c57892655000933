import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addOffcutSchema, receiveBarsSchema, removePieceSchema } from '@steelworks/contract/section';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { applyServerErrors } from '../../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { NumberField } from '../../../../components/number-field';
import { toastSuccess } from '../../../../lib/toast';
import { useAddOffcut } from '../api/add-offcut';
import { useReceiveBars } from '../api/receive-bars';
import { useRemovePiece } from '../api/remove-piece';
import { DialogFooter } from '../../../../components/dialog-footer';

/** What a store manager does to a section's pieces by hand: each a small form in a dialog, with its reason. */
export type PieceAction = { kind: 'receive' } | { kind: 'add-offcut' } | { kind: 'remove'; piece: number; label: string };

type Values = { count: number | string; length_mm: number | string; reason: string };

const TITLES = { receive: 'Receive bars', 'add-offcut': 'Add an offcut', remove: 'Remove from stock' } as const;
const SCHEMAS = { receive: receiveBarsSchema, 'add-offcut': addOffcutSchema, remove: removePieceSchema } as const;

export function PieceActionModal({
  sectionId,
  stockLengthMm,
  action,
  onClose,
}: {
  sectionId: number;
  stockLengthMm: number;
  action: PieceAction | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? TITLES[action.kind] : ''} centered>
      {action && <PieceActionForm key={JSON.stringify(action)} sectionId={sectionId} stockLengthMm={stockLengthMm} action={action} onDone={onClose} />}
    </Modal>
  );
}

function PieceActionForm({
  sectionId,
  stockLengthMm,
  action,
  onDone,
}: {
  sectionId: number;
  stockLengthMm: number;
  action: PieceAction;
  onDone: () => void;
}) {
  const receive = useReceiveBars();
  const addOffcut = useAddOffcut();
  const remove = useRemovePiece();
  const mutation = action.kind === 'receive' ? receive : action.kind === 'add-offcut' ? addOffcut : remove;
  const schema = SCHEMAS[action.kind];
  const form = useForm<Values>({
    initialValues: { count: '', length_mm: '', reason: '' },
    validate: (values) => {
      const body = action.kind === 'receive' ? { count: values.count, reason: values.reason } : action.kind === 'add-offcut' ? { length_mm: values.length_mm, reason: values.reason } : { reason: values.reason };
      return zod4Resolver(schema)(body as never);
    },
  });
  const submit = (values: Values) => {
    const callbacks = {
      onSuccess: () => {
        toastSuccess(action.kind === 'receive' ? `${values.count} bars received` : action.kind === 'add-offcut' ? 'Offcut added' : `${action.label} removed`);
        onDone();
      },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    if (action.kind === 'receive') receive.mutate({ id: sectionId, count: values.count, reason: values.reason }, callbacks);
    else if (action.kind === 'add-offcut') addOffcut.mutate({ id: sectionId, length_mm: values.length_mm, reason: values.reason }, callbacks);
    else remove.mutate({ id: sectionId, piece: action.piece, reason: values.reason }, callbacks);
  };
  return (
    <form noValidate aria-label={TITLES[action.kind]} onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert error={mutation.error} form={form} />
        {action.kind === 'receive' && (
          <NumberField
            label="Number of bars"
            description={`Full bars of ${stockLengthMm} mm`}
            withAsterisk
            whole
            data-autofocus
            {...form.getInputProps('count')}
          />
        )}
        {action.kind === 'add-offcut' && (
          <NumberField label="Length (mm)" withAsterisk whole data-autofocus {...form.getInputProps('length_mm')} />
        )}
        <TextInput
          label="Reason"
          withAsterisk={action.kind !== 'receive'}
          placeholder={action.kind === 'receive' ? 'Bill 1042 from the supplier' : action.kind === 'add-offcut' ? 'Found in the rack' : 'Bent, scrapped'}
          {...form.getInputProps('reason')}
        />
        <DialogFooter onCancel={onDone}>
          <Button type="submit" loading={mutation.isPending}>
            {TITLES[action.kind]}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
