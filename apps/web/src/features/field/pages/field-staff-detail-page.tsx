import { Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { FIELD_TOASTS } from '@steelworks/contract/field-text';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { HistoryPanel } from '../../audit/public';
import { useDeleteFieldStaff } from '../api/delete-field-staff';
import { useFieldStaff } from '../api/get-field-staff';
import { useVisits } from '../api/get-visits';
import { FieldStaffModal } from '../components/field-staff-modal';
import { DateRangeFilter } from '../components/visit-filters';
import { VisitsTable } from '../components/visits-table';
import { useUrlFilters } from '../../../components/use-url-state';
import { DeleteAndLeaveButton } from '../components/delete-and-leave-button';

/** /fieldstaff/{id}: the profile and the member's visit entries (docs/product/screens-and-texts.md#routes). */
export default function FieldStaffDetailPage() {
  const { id } = useParams();
  const member = useFieldStaff(id);
  const remove = useDeleteFieldStaff();
  const [editing, setEditing] = useState(false);
  const [range, setRange] = useUrlFilters(['from_date', 'to_date']);
  const visits = useVisits({ field_staff: id, from_date: range.from_date || undefined, to_date: range.to_date || undefined });
  const data = member.data;
  return (
    <>
      <PageHeader title="Field Staff" breadcrumbs={[{ label: 'All Field Staffs', to: '/fieldstaff' }, { label: data?.full_name || data?.username || '' }]} />
      <Card withBorder mb="lg">
        {member.isLoading || !data ? (
          <Skeleton h={80} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Text><b>Full Name:</b> {data.full_name}</Text>
              <Text><b>User Name:</b> {data.username}</Text>
              <Text style={{ overflowWrap: 'anywhere' }}><b>E-mail:</b> {data.email}</Text>
              <Text><b>Phone:</b> {data.phone}</Text>
            </SimpleGrid>
            <Group mt="md">
              <DeleteAndLeaveButton remove={remove} id={data.id} done={FIELD_TOASTS.staffDeleted} to="/fieldstaff">
                Delete
              </DeleteAndLeaveButton>
              <Button onClick={() => setEditing(true)}>Update</Button>
            </Group>
            <FieldStaffModal key={data.id + data.username!} opened={editing} onClose={() => setEditing(false)} member={data} />
          </>
        )}
      </Card>
      <Title order={4} mb="sm">
        Visit Entries
      </Title>
      <VisitsTable query={visits} kind="list" toolbar={
          <DateRangeFilter
            from={range.from_date}
            to={range.to_date}
            onChange={(next) => setRange({ from_date: next.from, to_date: next.to })}
          />
        } />
      {data && <HistoryPanel entity="account" id={data.id} />}
    </>
  );
}
