import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FIELD_TEXT, type LatLng, type PositionInput } from '@steelworks/contract/field';
import { useState } from 'react';
import { failureMessage, toastSuccess } from '../../../lib/toast';
import { useCheckIn, useCheckOut } from '../api/check-in';
import { useFieldDashboard } from '../api/get-field-dashboard';
import { useNearestSites } from '../api/get-sites';
import { formatVisitTime } from './format';
import { AddPhotosModal } from './photos-card';
import { VisitBadges } from './visit-badges';

export const POSITION_TEXT = {
  denied: 'Location permission is denied. Allow location for this site in the browser to check in or out. Nothing was recorded.',
  unavailable: 'Your position is not available right now. Move to open sky and try again. Nothing was recorded.',
  timeout: 'Getting your position took too long. Try again. Nothing was recorded.',
  unsupported: 'This browser cannot give your position. Nothing was recorded.',
  locating: 'Getting your position...',
} as const;

/**
 * A fresh position of the phone (high accuracy, never a cached one: maximumAge 0). A denied or unavailable position
 * rejects with a clear message, and nothing is sent (DECISIONS.md section 8).
 */
export function currentPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<PositionInput> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error(POSITION_TEXT.unsupported));
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: position.coords.accuracy }),
      (error) =>
        reject(new Error(error.code === 1 ? POSITION_TEXT.denied : error.code === 3 ? POSITION_TEXT.timeout : POSITION_TEXT.unavailable)),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 },
    );
  });
}

/** The field staff member's home (its dashboard): the open visit with Check Out and photos, then the nearest sites. */
export function FieldStaffHome() {
  const dashboard = useFieldDashboard();
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const [here, setHere] = useState<LatLng>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [adding, setAdding] = useState(false);
  const sites = useNearestSites(here);
  const open = dashboard.data?.open_visit ?? null;

  const withPosition = async (key: string, action: (position: PositionInput) => Promise<unknown>) => {
    setProblem(undefined);
    setBusy(key);
    try {
      const position = await currentPosition();
      setHere({ lat: position.latitude, lng: position.longitude });
      await action(position);
    } catch (error) {
      setProblem(error instanceof Error && !('status' in error) ? error.message : failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="md" data-testid="field-staff-home">
      {problem && (
        <Alert color="red" title="Not recorded" withCloseButton onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
      <Card withBorder>
        <Title order={4} mb="xs">
          Open visit
        </Title>
        {dashboard.isLoading ? (
          <Skeleton h={60} />
        ) : open ? (
          <Stack gap={6}>
            <Text fw={600}>{open.fieldsite_name}</Text>
            <VisitBadges visit={open} />
            <Text size="sm">Checked in {formatVisitTime(open.check_in_date)}</Text>
            {open.distance != null && (
              <Text size="sm" c={open.outside_site ? 'red' : 'dimmed'}>
                {open.distance} m from the site (radius {open.site_radius} m)
              </Text>
            )}
            <Group grow>
              <Button
                color="orange"
                loading={busy === 'out'}
                onClick={() =>
                  withPosition('out', async (position) => {
                    await checkOut.mutateAsync({ id: open.id, position });
                    toastSuccess('Checked out');
                  })
                }
              >
                Check Out
              </Button>
              <Button variant="light" onClick={() => setAdding(true)}>
                + Add Site Photos
              </Button>
            </Group>
            <AddPhotosModal visitId={open.id} opened={adding} onClose={() => setAdding(false)} />
          </Stack>
        ) : (
          <Text c="dimmed">No open visit. Check in at a site below.</Text>
        )}
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Title order={4}>{here ? 'Nearest sites' : 'Sites'}</Title>
          <Button size="xs" variant="subtle" loading={busy === 'locate'} onClick={() => withPosition('locate', async () => undefined)}>
            Find nearest
          </Button>
        </Group>
        <Stack gap="xs">
          {(sites.data?.results ?? []).map((site) => (
            <Group key={site.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {site.fieldsite_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {site.distance != null ? `${site.distance} m away · ` : ''}
                  {site.owner_name}
                </Text>
              </Stack>
              <Button
                size="xs"
                disabled={!!open}
                loading={busy === `in-${site.id}`}
                aria-label={`Check In at ${site.fieldsite_name}`}
                onClick={() =>
                  withPosition(`in-${site.id}`, async (position) => {
                    const visit = await checkIn.mutateAsync({ fieldsite: site.id, ...position });
                    toastSuccess(visit.outside_site ? `Checked in, ${FIELD_TEXT.outsideSite} (${visit.distance} m away)` : 'Checked in');
                  })
                }
              >
                Check In
              </Button>
            </Group>
          ))}
          {sites.data?.results.length === 0 && <Text c="dimmed">{FIELD_TEXT.noData}</Text>}
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={4} mb="xs">
          Today's visits
        </Title>
        {(dashboard.data?.today_visits ?? []).map((visit) => (
          <Group key={visit.id} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {visit.fieldsite_name}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatVisitTime(visit.check_in_date)}
              </Text>
              {visit.outside_site && <Badge color="red" size="xs">{FIELD_TEXT.outsideSite}</Badge>}
            </Group>
          </Group>
        ))}
        {dashboard.data?.today_visits.length === 0 && <Text c="dimmed">{FIELD_TEXT.noData}</Text>}
      </Card>
    </Stack>
  );
}
