import { Group, Select, SimpleGrid, Text } from '@mantine/core';
import { FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useUrlFilters } from '../../../components/use-url-state';
import { Pager } from '../../../components/pager';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { useSiteOptions } from '../api/get-sites';
import { PhotoTile } from '../components/photos-card';
import { StaffFilter } from '../components/visit-filters';

/** /visitentryimages: every site photo, newest first, by staff and site (the spec navigates here without showing it). */
export default function ImagesPage() {
  const [filters, setFilters] = useUrlFilters(['field_staff', 'fieldsite']);
  const sites = useSiteOptions('');
  const photos = useImages({ field_staff: filters.field_staff || undefined, fieldsite: filters.fieldsite || undefined });
  const remove = useDeleteImage();
  return (
    <>
      <PageHeader title="Site Photos" breadcrumbs={[{ label: 'Field App', to: '/fields' }, { label: 'Site Photos' }]} />
      <Group mb="md" align="flex-end">
        <StaffFilter value={filters.field_staff} onChange={(value) => setFilters({ field_staff: value })} />
        <Select
          label="Site"
          searchable
          w={200}
          allowDeselect={false}
          data={[{ value: '', label: 'All' }, ...(sites.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.fieldsite_name }))]}
          value={filters.fieldsite}
          onChange={(value) => setFilters({ fieldsite: value ?? '' })}
        />
      </Group>
      {photos.rows.length === 0 && !photos.isLoading ? (
        <Text c="dimmed">{FIELD_TEXT.noImages}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          {photos.rows.map((photo) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              showWhere
              onDelete={() => confirmAction({ onConfirm: () => remove.mutate(photo.id, { onSuccess: () => toastSuccess(FIELD_TOASTS.imageDeleted) }) })}
            />
          ))}
        </SimpleGrid>
      )}
      <Pager page={photos.page} lastPage={photos.lastPage} onChange={photos.setPage} />
    </>
  );
}
