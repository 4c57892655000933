import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { FIELD_TEXT } from '@steelworks/contract/field-text';
import { PageHeader } from '../../../components/page-header';
import { useLiveVisits } from '../api/get-live-visits';
import { FieldMap } from '../components/field-map';
import { formatPoint, formatVisitTime } from '../components/format';

/** Today's visits on a map, open ones marked, refreshing itself every 30 seconds (issue 12 point 5). */
export default function LiveMapPage() {
  const live = useLiveVisits();
  const visits = live.data ?? [];
  return (
    <>
      <PageHeader title="Live Map" breadcrumbs={[{ label: 'Field App', to: '/fields' }, { label: 'Live Map' }]} />
      <Card withBorder mb="md">
        <FieldMap
          label="Today's visits"
          height={420}
          zoom={12}
          markers={visits.map((v) => ({
            id: v.id,
            position: { lat: v.latitude, lng: v.longitude },
            color: v.open ? '#2f9e44' : '#868e96',
            label: (
              <span>
                <b>{v.fieldstaff_name}</b>
                <br />
                {v.fieldsite_name}
                <br />
                {formatVisitTime(v.check_in_date)}
                {v.open ? ' (open)' : ''}
              </span>
            ),
          }))}
        />
        <Text size="xs" c="dimmed" mt={4}>
          Green: open visits. Grey: checked out. Refreshes every 30 seconds{live.isFetching ? ' (refreshing...)' : ''}.
        </Text>
      </Card>
      {visits.length === 0 ? (
        <Text c="dimmed">{FIELD_TEXT.noData}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label="Today's visits">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Staff Name</Table.Th>
                <Table.Th>Site Name</Table.Th>
                <Table.Th>Check In</Table.Th>
                <Table.Th>Position</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visits.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Group gap={4}>
                      {v.fieldstaff_name}
                      {v.open && <Badge color="green" size="xs">open</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {v.fieldsite_name}
                      {v.outside_site && <Badge color="red" size="xs">{FIELD_TEXT.outsideSite}</Badge>}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatVisitTime(v.check_in_date)}</Table.Td>
                  <Table.Td>
                    {formatPoint({ lat: v.latitude, lng: v.longitude })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
