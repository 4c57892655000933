import { Alert, Button, Card, Group, List, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldSiteInputSchema, type FieldSite } from '@steelworks/contract/field';
import { FIELD_LIMITS, FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field-text';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { formatCoordinate } from '../../../lib/format';
import { failureMessage, toastSuccess } from '../../../lib/toast';
import { validateWith } from '../../../lib/validate';
import { useFieldStaffOptions } from '../api/get-field-staff-options';
import { useSite } from '../api/get-site';
import { useSaveSite } from '../api/save-site';
import { useSearchPlaces } from '../api/search-places';
import { FieldMap } from '../components/field-map';

type Values = {
  fieldsite_name: string;
  owner_name: string;
  owner_phone: string;
  address: string;
  remark: string;
  field_staff: string;
  latitude: string;
  longitude: string;
  radius: number | string;
};

function payload(values: Values) {
  return {
    fieldsite_name: values.fieldsite_name,
    owner_name: values.owner_name,
    owner_phone: values.owner_phone,
    address: values.address,
    remark: values.remark,
    field_staff: values.field_staff || undefined,
    location: `(${values.latitude.trim()},${values.longitude.trim()})`,
    radius: values.radius === '' ? undefined : values.radius,
  };
}

/** Latitude and longitude get their own messages under their own fields (docs/product/field-app.md#field-validation). */
function coordinateErrors(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  if (values.latitude.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90) errors.latitude = FIELD_TEXT.invalidLatitude;
  if (values.longitude.trim() === '' || !Number.isFinite(lng) || lng < -180 || lng > 180) errors.longitude = FIELD_TEXT.invalidLongitude;
  return errors;
}

function SiteForm({ site }: { site?: FieldSite }) {
  const save = useSaveSite(site ? String(site.id) : undefined);
  const navigate = useNavigate();
  const staff = useFieldStaffOptions('');
  const places = useSearchPlaces();
  const [place, setPlace] = useState('');
  const [zoom, setZoom] = useState<number>(FIELD_LIMITS.defaultZoom);
  const form = useForm<Values>({
    initialValues: {
      fieldsite_name: site?.fieldsite_name ?? '',
      owner_name: site?.owner_name ?? '',
      owner_phone: site?.owner_phone ?? '',
      address: site?.address ?? '',
      remark: site?.remark ?? '',
      field_staff: site?.field_staff ? String(site.field_staff) : '',
      latitude: formatCoordinate(site ? site.latitude : FIELD_LIMITS.defaultPosition.lat),
      longitude: formatCoordinate(site ? site.longitude : FIELD_LIMITS.defaultPosition.lng),
      radius: site?.radius ?? FIELD_LIMITS.defaultRadiusM,
    },
    validate: (values) => {
      const { location: _location, ...rest } = validateWith<Values>(fieldSiteInputSchema, payload)(values);
      return { ...rest, ...coordinateErrors(values) };
    },
  });
  const lat = Number(form.values.latitude);
  const lng = Number(form.values.longitude);
  const point = Object.keys(coordinateErrors(form.values)).length === 0 ? { lat, lng } : null;
  return (
    <form
      noValidate
      aria-label="Field Site"
      onSubmit={form.onSubmit((values) =>
        save.mutateAsync(payload(values)).then(
          (saved) => {
            toastSuccess(site ? FIELD_TOASTS.siteUpdated : FIELD_TOASTS.siteCreated);
            navigate(`/fieldsite/${saved.id}`);
          },
          (error: unknown) => {
            const fields = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
            if (fields.location?.[0]) form.setFieldError(fields.location[0] === FIELD_TEXT.invalidLongitude ? 'longitude' : 'latitude', fields.location[0]);
            applyServerErrors(form, error);
          },
        ),
      )}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="sm">
          <FormErrorAlert error={save.error} form={form} shownFields={['location']} />
          <TextInput label="Site Name" withAsterisk {...form.getInputProps('fieldsite_name')} />
          <TextInput label="Owner Name" withAsterisk {...form.getInputProps('owner_name')} />
          <TextInput label="Owner Phone" inputMode="numeric" maxLength={10} {...form.getInputProps('owner_phone')} />
          <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
          <Textarea label="Remarks" autosize minRows={2} {...form.getInputProps('remark')} />
          <Select
            label="Field Staff"
            placeholder="Select FieldStaff..."
            searchable
            clearable
            data={(staff.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.full_name || s.username || '' }))}
            {...form.getInputProps('field_staff')}
            onChange={(value) => form.setFieldValue('field_staff', value ?? '')}
          />
          <NumberInput label="Radius (metres)" description="A check-in farther than this is flagged outside the site" min={10} max={10000} {...form.getInputProps('radius')} />
        </Stack>
        <Stack gap="sm">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput label="Search place" value={place} onChange={(e) => setPlace(e.currentTarget.value)} style={{ flex: 1 }} />
            <Button variant="light" loading={places.isPending} disabled={!place.trim()} onClick={() => places.mutate(place)}>
              Search
            </Button>
          </Group>
          {places.isError && <Alert color="yellow">{failureMessage(places.error)}</Alert>}
          {places.data && (
            <List size="sm" spacing={4}>
              {places.data.results.slice(0, FIELD_LIMITS.placeResults).map((p, i) => (
                <List.Item key={i}>
                  <Text
                    component="button"
                    type="button"
                    size="sm"
                    c="blue"
                    style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
                    title={p.formatted_address}
                    onClick={() => {
                      form.setValues({ latitude: formatCoordinate(p.geometry.location.lat), longitude: formatCoordinate(p.geometry.location.lng) });
                      setZoom(FIELD_LIMITS.chosenZoom);
                    }}
                  >
                    {p.formatted_address.length > FIELD_LIMITS.placeAddressShown ? `${p.formatted_address.slice(0, FIELD_LIMITS.placeAddressShown)}...` : p.formatted_address}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          <FieldMap
            value={point}
            zoom={zoom}
            label="Site map"
            onChange={(next) => form.setValues({ latitude: formatCoordinate(next.lat), longitude: formatCoordinate(next.lng) })}
          />
          <Text size="xs" c="dimmed">
            Click the map or drag the marker to set the location, or type it.
          </Text>
          <Group grow>
            <TextInput label="Latitude" withAsterisk inputMode="decimal" {...form.getInputProps('latitude')} />
            <TextInput label="Longitude" withAsterisk inputMode="decimal" {...form.getInputProps('longitude')} />
          </Group>
        </Stack>
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          {site ? 'Update' : 'Create'}
        </Button>
      </Group>
    </form>
  );
}

/** /field-site/create and /field-site/update/{id} (docs/product/screens-and-texts.md#routes). */
export default function SiteFormPage() {
  const { id } = useParams();
  const site = useSite(id);
  const title = id ? 'Update Field Site' : 'Create Field Site';
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'All Field Sites', to: '/fieldsite' }, { label: title }]} />
      <Card withBorder>{id && !site.data ? <Text>Loading...</Text> : <SiteForm key={site.data?.id ?? 'new'} site={site.data} />}</Card>
    </>
  );
}
