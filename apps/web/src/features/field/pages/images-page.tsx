import { Group, Select, SimpleGrid, Text } from '@mantine/core';
import { FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { useSiteOptions } from '../api/get-sites';
import { PhotoTile } from '../components/photos-card';
import { StaffFilter } from '../components/visit-filters';

/** /visitentryimages: every site photo, newest first, by staff and site (the spec navigates here without showing it). */
export default function ImagesPage() {
  const [staff, setStaff] = useState('');
  const [site, setSite] = useState('');
  const sites = useSiteOptions('');
  const photos = useImages({ field_staff: staff || undefined, fieldsite: site || undefined });
  const remove = useDeleteImage();
  return (
    <>
      <PageHeader title="Site Photos" breadcrumbs={[{ label: 'Field App', to: '/fields' }, { label: 'Site Photos' }]} />
      <Group mb="md" align="flex-end">
        <StaffFilter value={staff} onChange={(value) => (setStaff(value), photos.setPage(1))} />
        <Select
          label="Site"
          searchable
          w={200}
          allowDeselect={false}
          data={[{ value: '', label: 'All' }, ...(sites.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.fieldsite_name }))]}
          value={site}
          onChange={(value) => (setSite(value ?? ''), photos.setPage(1))}
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
