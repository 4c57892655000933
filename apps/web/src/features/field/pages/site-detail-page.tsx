import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field-text';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { HistoryPanel } from '../../audit/public';
import { useDeleteSite } from '../api/delete-site';
import { useSite } from '../api/get-site';
import { useVisits } from '../api/get-visits';
import { FieldMap } from '../components/field-map';
import { formatVisitTime } from '../components/format';
import { VisitsTable } from '../components/visits-table';
import { DeleteAndLeaveButton } from '../components/delete-and-leave-button';

/** The site id the visit form picks up (a browser storage key, docs/product/client-2022-names.md#other-shapes). */
export const FIELD_SITE_ID_KEY = 'fieldSiteId';

/** /fieldsite/{id}: the site, its map and its visits (docs/product/screens-and-texts.md#routes). */
export default function SiteDetailPage() {
  const { id } = useParams();
  const site = useSite(id);
  const remove = useDeleteSite();
  const visits = useVisits({ fieldsite: id });
  useEffect(() => {
    if (id) localStorage.setItem(FIELD_SITE_ID_KEY, id);
  }, [id]);
  const data = site.data;
  return (
    <>
      <PageHeader title="Field Site" breadcrumbs={[{ label: 'All Field Sites', to: '/fieldsite' }, { label: data?.fieldsite_name ?? '' }]} />
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        <Card withBorder>
          {!data ? (
            <Skeleton h={160} />
          ) : (
            <>
              <Title order={3} mb="sm">
                {data.fieldsite_name}
              </Title>
              <Text><b>Date Added:</b> {formatVisitTime(data.date_added)}</Text>
              <Text><b>Owner Name:</b> {data.owner_name}</Text>
              <Text><b>Owner Phone:</b> {data.owner_phone}</Text>
              <Text style={{ overflowWrap: 'anywhere' }}><b>Address:</b> {data.address}</Text>
              <Text style={{ overflowWrap: 'anywhere' }}><b>Notes:</b> {data.remark}</Text>
              <Text><b>Field Staff:</b> {data.fieldstaff_name}</Text>
              <Text><b>Radius:</b> {data.radius} m</Text>
              <Group mt="md">
                <DeleteAndLeaveButton remove={remove} id={data.id} done={FIELD_TOASTS.siteDeleted} to="/fieldsite">
                  Delete
                </DeleteAndLeaveButton>
                <Button component={Link} to={`/field-site/update/${data.id}`}>
                  Update
                </Button>
              </Group>
            </>
          )}
        </Card>
        <Card withBorder>{data && <FieldMap value={{ lat: data.latitude, lng: data.longitude }} openLink label="Site location" />}</Card>
      </SimpleGrid>
      <Group justify="space-between" mb="sm">
        <Title order={4}>Visit Entries</Title>
        <Anchor component={Link} to="/visitEntry/create">
          Add VisitEntry
        </Anchor>
      </Group>
      <VisitsTable query={visits} kind="site" emptyText={FIELD_TEXT.noVisits} />
      {data && <HistoryPanel entity="field_site" id={data.id} />}
    </>
  );
}
