import { Group, Select } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useUrlFilters } from '../../../components/use-url-state';
import { Pager } from '../../../components/pager';
import { useImages } from '../api/get-images';
import { useSiteOptions } from '../api/get-sites';
import { PhotoGrid } from '../components/photos-card';
import { StaffFilter } from '../components/visit-filters';

/** /visitentryimages: every site photo, newest first, by staff and site (the spec navigates here without showing it). */
export default function ImagesPage() {
  const [filters, setFilters] = useUrlFilters(['field_staff', 'fieldsite']);
  const sites = useSiteOptions('');
  const photos = useImages({ field_staff: filters.field_staff || undefined, fieldsite: filters.fieldsite || undefined });
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
      <PhotoGrid photos={photos} showWhere />
      <Pager page={photos.page} lastPage={photos.lastPage} onChange={photos.setPage} />
    </>
  );
}
