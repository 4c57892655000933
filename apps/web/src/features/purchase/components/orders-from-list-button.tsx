import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canAccess } from '@steelworks/contract/permissions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useOrdersFromPurchaseList, useSupplierChoices } from '../api/purchase-api';

/**
 * "Create Purchase Orders" on the Purchase List (issue 45 point 2): one Draft per supplier of what is short and not on
 * order; the supplier chosen here takes the items no supplier has supplied yet.
 */
export function OrdersFromListButton() {
  return canAccess(getRole(), 'purchasing') ? <OrdersFromList /> : null;
}

function OrdersFromList() {
  const [open, setOpen] = useState(false);
  const [supplier, setSupplier] = useState<string | null>(null);
  const [expected, setExpected] = useState('');
  const suppliers = useSupplierChoices(open);
  const mutation = useOrdersFromPurchaseList();
  const navigate = useNavigate();
  const create = () =>
    mutation.mutate(
      { supplier: supplier ? Number(supplier) : undefined, expected_date: expected || undefined },
      {
        onSuccess: (answer) => {
          setOpen(false);
          const left = answer.skipped.length ? `; left out (no supplier): ${answer.skipped.map((s) => s.name).join(', ')}` : '';
          toastSuccess(`${answer.orders.length} draft purchase order${answer.orders.length === 1 ? '' : 's'} made${left}`);
          void navigate(answer.orders.length === 1 ? `/purchase/orders/${answer.orders[0]!.id}` : '/purchase/orders?status=Draft');
        },
      },
    );
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create Purchase Orders</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Create Purchase Orders">
        <Stack>
          <Text size="sm">Each short item goes to the supplier that last supplied it, at its last rate, less what is already on order.</Text>
          <FormErrorAlert error={mutation.error} />
          <Select
            label="Supplier for items without one"
            clearable
            searchable
            data={(suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={supplier}
            onChange={setSupplier}
          />
          <TextInput label="Expected date" type="date" value={expected} onChange={(event) => setExpected(event.currentTarget.value)} />
          <Button loading={mutation.isPending} onClick={create}>
            Create Drafts
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
