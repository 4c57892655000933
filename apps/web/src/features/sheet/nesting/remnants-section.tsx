import { Button, Grid, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { remnantReceiveSchema, type Remnant } from '@steelworks/contract/sheet-nest';
import { SHEET_THICKNESSES } from '@steelworks/contract/sheet';
import { canAccess } from '@steelworks/contract/permissions';
import { IconPlus } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NumberField } from '../../../components/number-field';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { useTranslate, type Translate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useReceiveRemnant, useRemnants } from './nest-api';

const remnantColumns = (t: Translate): PagedTableColumn<Remnant>[] => [
  { key: 'id', header: t('Remnant'), render: (r) => `R${r.id}` },
  { key: 'thick', header: t('Thickness'), render: (r) => t('{{n}} mm', { n: r.thick }) },
  { key: 'size', header: t('Size (mm)'), render: (r) => `${r.width_mm} x ${r.length_mm}` },
  { key: 'name', header: t('Of sheet') },
  {
    key: 'origin',
    header: t('From'),
    render: (r) => (r.origin_plan_auto_id ? t('Nest plan #{{n}}', { n: r.origin_plan_auto_id }) : r.source ? `${t('Received')}: ${r.source}` : t('Received')),
  },
  { key: 'created_at', header: t('Kept on'), render: (r) => formatDateTime(r.created_at) },
];

/** The remnants in stock, listed with the sheets (everyone who sees the sheets). */
function RemnantsTable() {
  const t = useTranslate();
  return <PagedTable query={useRemnants()} columns={remnantColumns(t)} searchable={false} emptyText={t('No remnants in stock')} label={t('Remnants')} />;
}

type ReceiveValues = { thick: string; width_mm: number | string; length_mm: number | string; source: string };
const EMPTY: ReceiveValues = { thick: '1.20', width_mm: '', length_mm: '', source: '' };

/** A remnant received by hand (issue 46 point 3): its thickness, size and where it came from; once per submit (key). */
function ReceiveRemnantForm({ onDone }: { onDone: () => void }) {
  const t = useTranslate();
  const receive = useReceiveRemnant();
  const form = useForm<ReceiveValues>({ initialValues: EMPTY, validate: zod4Resolver(remnantReceiveSchema), validateInputOnBlur: true });
  const submit = (values: ReceiveValues) =>
    receive.mutate(remnantReceiveSchema.parse(values), {
      onSuccess: (remnant) => {
        toastSuccess(t('Remnant R{{id}} kept in stock', { id: remnant.id }));
        form.reset();
        onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    });
  return (
    <form noValidate aria-label={t('Receive a remnant')} onSubmit={form.onSubmit(submit)}>
      <Stack gap="xs">
        <FormErrorAlert error={receive.error} form={form} />
        <Grid gutter="xs" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Select
              label={t('Thickness')}
              withAsterisk
              allowDeselect={false}
              data={SHEET_THICKNESSES.map((thick) => ({ value: thick, label: `${thick} mm` }))}
              key={form.key('thick')}
              {...form.getInputProps('thick')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberField label={t('Width (mm)')} whole withAsterisk key={form.key('width_mm')} {...form.getInputProps('width_mm')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <NumberField label={t('Length (mm)')} whole withAsterisk key={form.key('length_mm')} {...form.getInputProps('length_mm')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput label={t('Where it came from')} withAsterisk key={form.key('source')} {...form.getInputProps('source')} />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={receive.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('Keep the remnant')}
        </Button>
      </Stack>
    </form>
  );
}

/** The remnants with, for those who add sheets (admin, production and store manager), the form to receive one. */
export function RemnantsSection({ title = true }: { title?: boolean }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const receiver = canAccess(getRole(), 'sheetCreate');
  return (
    <Stack gap="xs">
      {title && <Title order={5}>{t('Remnants in stock')}</Title>}
      {receiver && (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {t('Receive a remnant')}
          </Button>
          {open && <ReceiveRemnantForm onDone={() => setOpen(false)} />}
        </Paper>
      )}
      <RemnantsTable />
    </Stack>
  );
}
