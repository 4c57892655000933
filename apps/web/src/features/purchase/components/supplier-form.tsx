import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { SELECTABLE_STATES } from '@steelworks/contract/billing';
import { supplierInputSchema, type SupplierDetail, type SupplierInput } from '@steelworks/contract/purchase';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormLayout } from '../../../components/form/form-layout';
import { useFormMutation } from '../../../components/form/use-form-mutation';
import { toastSuccess } from '../../../lib/toast';
import { useCreateSupplier } from '../api/purchase-api';

type Values = { name: string; gstin: string; state_code: string; address: string; contact_name: string; phone: string; email: string; payment_terms_days: number | string };
const EMPTY: Values = { name: '', gstin: '', state_code: '', address: '', contact_name: '', phone: '', email: '', payment_terms_days: 30 };

/** A new supplier: name, GSTIN of its state (checked as the dealers' are), address, contact and payment terms. */
export function SupplierForm({ onSaved }: { onSaved: (supplier: SupplierDetail) => void }) {
  const form = useForm<Values>({ initialValues: EMPTY, validate: zod4Resolver(supplierInputSchema) as never });
  const mutation = useCreateSupplier();
  const submit = useFormMutation(mutation, (supplier: SupplierDetail) => {
    toastSuccess(`Supplier ${supplier.name} added`);
    form.reset();
    onSaved(supplier);
  });
  return (
    <FormLayout
      submitLabel="Add Supplier"
      pending={submit.pending}
      onSubmit={form.onSubmit((values) => submit.onSubmit(values as unknown as SupplierInput, form as never))}
      alert={<FormErrorAlert error={submit.error} form={form} />}
      maw={720}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="GSTIN" {...form.getInputProps('gstin')} />
        <Select label="State" searchable data={SELECTABLE_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))} {...form.getInputProps('state_code')} />
        <TextInput label="Address" {...form.getInputProps('address')} />
        <TextInput label="Contact person" {...form.getInputProps('contact_name')} />
        <TextInput label="Phone" inputMode="tel" {...form.getInputProps('phone')} />
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        <NumberInput label="Payment terms (days)" min={0} max={365} {...form.getInputProps('payment_terms_days')} />
      </SimpleGrid>
    </FormLayout>
  );
}
