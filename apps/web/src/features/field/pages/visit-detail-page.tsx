import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FIELD_TOASTS } from '@steelworks/contract/field-text';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { TappedTime } from '../../../components/tapped-time';
import { HistoryPanel } from '../../audit/public';
import { useDeleteVisit } from '../api/delete-visit';
import { useVisit } from '../api/get-visit';
import { FieldMap } from '../components/field-map';
import { formatDuration, pointOf } from '../components/format';
import { PhotosCard } from '../components/photos-card';
import { VisitBadges } from '../components/visit-badges';
import { DeleteAndLeaveButton } from '../components/delete-and-leave-button';

/** The phone's tap and the server's receive times (docs/decisions/033-offline-queue-keys-and-tap-times.md); read defensively while a server may not send them yet. */
type VisitTapTimes = Partial<Record<'check_in_tapped_at' | 'check_in_received_at' | 'check_out_tapped_at' | 'check_out_received_at', string | null>> &
  Partial<Record<'check_in_clock_differs' | 'check_out_clock_differs', boolean>>;

/** /visit-entry/{id}: Site Visit Details (docs/product/screens-and-texts.md#routes). */
export default function VisitDetailPage() {
  const { id } = useParams();
  const visit = useVisit(id);
  const remove = useDeleteVisit();
  const v = visit.data;
  const checkIn = pointOf(v?.check_in_location);
  const checkOut = pointOf(v?.check_out_location);
  const tapTimes = (v ?? {}) as VisitTapTimes;
  return (
    <>
      <PageHeader title="Site Visit Details" breadcrumbs={[{ label: 'All Visit Entries', to: '/visit-entry' }, { label: 'Site Visit Details' }]} />
      {!v ? (
        <Skeleton h={200} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Stack gap={4}>
                <Title order={3}>
                  <Anchor component={Link} to={`/fieldsite/${v.fieldsite}`} inherit>
                    {v.fieldsite_name}
                  </Anchor>
                </Title>
                <VisitBadges visit={v} />
                <Text><b>Owner Name:</b> {v.owner_name}</Text>
                <Text style={{ overflowWrap: 'anywhere' }}><b>Address:</b> {v.owner_address}</Text>
                <Text><b>Phone:</b> {v.owner_phone}</Text>
                <Text>
                  <b>Field Staff:</b>{' '}
                  <Anchor component={Link} to={`/fieldstaff/${v.field_staff}`}>
                    {v.fieldstaff_name}
                  </Anchor>
                </Text>
                <Text><b>Duration:</b> {formatDuration(v.duration)}</Text>
                {/* The tap and receive times of a phone check-in or check-out (issue 33), where the server sends them. */}
                <TappedTime label="Check In" chosen={v.check_in_date} tapped={tapTimes.check_in_tapped_at} received={tapTimes.check_in_received_at} clockDiffers={tapTimes.check_in_clock_differs} />
                <TappedTime label="Check Out" chosen={v.check_out_date} tapped={tapTimes.check_out_tapped_at} received={tapTimes.check_out_received_at} clockDiffers={tapTimes.check_out_clock_differs} />
                {v.distance != null && (
                  <Text>
                    <b>Distance from the site at check-in:</b> {v.distance} m (radius {v.site_radius} m)
                    {v.check_in_accuracy != null ? `, accuracy ${Math.round(v.check_in_accuracy)} m` : ''}
                  </Text>
                )}
                <Text style={{ overflowWrap: 'anywhere' }}><b>Notes:</b> {v.remark}</Text>
                <Group mt="sm">
                  <DeleteAndLeaveButton remove={remove} id={v.id} done={FIELD_TOASTS.visitDeleted} to="/visit-entry">
                    Remove
                  </DeleteAndLeaveButton>
                  <Button component={Link} to={`/visitEntry/update/${v.id}`}>
                    Edit
                  </Button>
                </Group>
              </Stack>
            </Card>
            <Stack>
              <Card withBorder>
                <Text fw={600} mb={4}>
                  Check In Location
                </Text>
                {checkIn && <FieldMap value={checkIn} label="Check-in map" height={220} />}
              </Card>
              <Card withBorder>
                <Text fw={600} mb={4}>
                  Check Out Location
                </Text>
                {checkOut ? <FieldMap value={checkOut} label="Check-out map" height={220} openLink /> : <Text c="dimmed">Not checked out</Text>}
              </Card>
            </Stack>
          </SimpleGrid>
          <PhotosCard visitId={v.id} siteName={v.fieldsite_name} />
          <HistoryPanel entity="visit_entry" id={v.id} />
        </>
      )}
    </>
  );
}
