import { Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { VISIT_STATUSES, type VisitEntry } from '@steelworks/contract/field';
import { FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field-text';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useFieldStaffOptions } from '../api/get-field-staff-options';
import { useSiteOptions } from '../api/get-sites';
import { useVisit } from '../api/get-visit';
import { useSaveVisit } from '../api/save-visit';
import { pointOf } from '../components/format';
import { FIELD_SITE_ID_KEY } from './site-detail-page';

type Values = {
  field_staff: string;
  fieldsite: string;
  check_in_date: string;
  check_out_date: string;
  in_lat: string;
  in_lng: string;
  out_lat: string;
  out_lng: string;
  status: string;
  remark: string;
};

/** "2026-11-24T10:30" from the datetime-local input -> the date-time with microseconds and offset the API takes. */
export function toApiDateTime(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local.length === 16 ? `${local}:00` : local}.000000${sign}${hh}:${mm}`;
}

/** The API's date-time -> the datetime-local input's value in the browser's zone. */
function toLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.replace(/\.(\d{3})\d+/, '.$1'));
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function coordinateErrors(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (lat: string, lng: string, latKey: string, lngKey: string) => {
    const a = Number(lat);
    const b = Number(lng);
    if (lat.trim() === '' || !Number.isFinite(a) || a < -90 || a > 90) errors[latKey] = FIELD_TEXT.invalidLatitude;
    if (lng.trim() === '' || !Number.isFinite(b) || b < -180 || b > 180) errors[lngKey] = FIELD_TEXT.invalidLongitude;
  };
  check(values.in_lat, values.in_lng, 'in_lat', 'in_lng');
  check(values.out_lat, values.out_lng, 'out_lat', 'out_lng');
  return errors;
}

function VisitForm({ visit }: { visit?: VisitEntry }) {
  const save = useSaveVisit(visit ? String(visit.id) : undefined);
  const navigate = useNavigate();
  const [staffSearch, setStaffSearch] = useState('');
  const [siteSearch, setSiteSearch] = useState('');
  const [staffText] = useDebouncedValue(staffSearch, 300);
  const [siteText] = useDebouncedValue(siteSearch, 300);
  const staff = useFieldStaffOptions(visit ? '' : staffText);
  const sites = useSiteOptions(visit ? '' : siteText);
  const inPoint = pointOf(visit?.check_in_location);
  const outPoint = pointOf(visit?.check_out_location);
  const form = useForm<Values>({
    initialValues: {
      field_staff: visit ? String(visit.field_staff) : '',
      fieldsite: visit ? String(visit.fieldsite) : (localStorage.getItem(FIELD_SITE_ID_KEY) ?? ''),
      check_in_date: toLocalInput(visit?.check_in_date),
      check_out_date: toLocalInput(visit?.check_out_date),
      in_lat: inPoint ? String(inPoint.lat) : '',
      in_lng: inPoint ? String(inPoint.lng) : '',
      out_lat: outPoint ? String(outPoint.lat) : '',
      out_lng: outPoint ? String(outPoint.lng) : '',
      status: visit?.status ?? 'Pending',
      remark: visit?.remark ?? '',
    },
    validate: (values) => ({
      ...coordinateErrors(values),
      ...(values.field_staff ? {} : { field_staff: FIELD_TEXT.selectStaff }),
      ...(values.fieldsite ? {} : { fieldsite: FIELD_TEXT.selectSite }),
      ...(values.check_in_date ? {} : { check_in_date: FIELD_TEXT.checkInDate }),
    }),
  });
  const staffData = (staff.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.full_name || s.username || '' }));
  if (visit && !staffData.some((s) => s.value === String(visit.field_staff))) staffData.push({ value: String(visit.field_staff), label: visit.fieldstaff_name });
  const siteData = (sites.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.fieldsite_name }));
  if (visit && !siteData.some((s) => s.value === String(visit.fieldsite))) siteData.push({ value: String(visit.fieldsite), label: visit.fieldsite_name });
  return (
    <form
      noValidate
      aria-label="Visit Entry"
      onSubmit={form.onSubmit((values) =>
        save
          .mutateAsync({
            field_staff: values.field_staff,
            fieldsite: values.fieldsite,
            check_in_date: toApiDateTime(values.check_in_date),
            check_out_date: toApiDateTime(values.check_out_date),
            check_in_location: [values.in_lat, values.in_lng],
            check_out_location: [values.out_lat, values.out_lng],
            status: values.status,
            remark: values.remark,
          })
          .then(
            () => {
              toastSuccess(visit ? FIELD_TOASTS.visitUpdated : FIELD_TOASTS.visitCreated);
              // After creating a visit entry the user goes back one step (docs/product/field-app.md#visit-entries).
              navigate(-1);
            },
            (error: unknown) => applyServerErrors(form, error),
          ),
      )}
    >
      <Stack gap="sm" maw={720}>
        <FormErrorAlert error={save.error} form={form} shownFields={['check_in_location', 'check_out_location']} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Field Staff"
            placeholder="Select FieldStaff..."
            searchable
            withAsterisk
            data={staffData}
            searchValue={staffSearch}
            onSearchChange={setStaffSearch}
            rightSection={staff.isFetching ? <Loader size="xs" /> : undefined}
            {...form.getInputProps('field_staff')}
            onChange={(value) => form.setFieldValue('field_staff', value ?? '')}
          />
          <Select
            label="Field Site"
            placeholder="Select FieldSite..."
            searchable
            withAsterisk
            data={siteData}
            searchValue={siteSearch}
            onSearchChange={setSiteSearch}
            {...form.getInputProps('fieldsite')}
            onChange={(value) => form.setFieldValue('fieldsite', value ?? '')}
          />
          <TextInput type="datetime-local" label="Check In Date" withAsterisk {...form.getInputProps('check_in_date')} />
          <TextInput type="datetime-local" label="Check Out Date" {...form.getInputProps('check_out_date')} />
          <Group grow>
            <TextInput label="Check In Latitude" inputMode="decimal" withAsterisk {...form.getInputProps('in_lat')} />
            <TextInput label="Check In Longitude" inputMode="decimal" withAsterisk {...form.getInputProps('in_lng')} />
          </Group>
          <Group grow>
            <TextInput label="Check Out Latitude" inputMode="decimal" withAsterisk {...form.getInputProps('out_lat')} />
            <TextInput label="Check Out Longitude" inputMode="decimal" withAsterisk {...form.getInputProps('out_lng')} />
          </Group>
          <Select label="Status" data={[...VISIT_STATUSES]} allowDeselect={false} {...form.getInputProps('status')} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('remark')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {visit ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /visitEntry/create and /visitEntry/update/{id}: "Visit Entry / Create" (docs/product/screens-and-texts.md#routes). */
export default function VisitFormPage() {
  const { id } = useParams();
  const visit = useVisit(id);
  return (
    <>
      <PageHeader title="Visit Entry" breadcrumbs={[{ label: 'Visit Entry', to: '/visit-entry' }, { label: id ? 'Update' : 'Create' }]} />
      <Card withBorder>{id && !visit.data ? <Text>Loading...</Text> : <VisitForm key={visit.data?.id ?? 'new'} visit={visit.data} />}</Card>
    </>
  );
}
