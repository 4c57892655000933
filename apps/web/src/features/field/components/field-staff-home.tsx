import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PositionInput, VisitEntry } from '@steelworks/contract/field';
import { FIELD_TEXT, type LatLng } from '@steelworks/contract/field-text';
import { Suspense, useDeferredValue, useState } from 'react';
import { LazyTextarea as Textarea } from '../../../components/lazy-modal';
import { LazyQueuedActionCard as QueuedActionCard } from '../../../components/lazy-queued-action-card';
import { SavedAge } from '../../../components/saved-age';
import { useTranslate } from '../../../lib/i18n/i18n';
import type { QueuedAction } from '../../../lib/offline/offline-queue';
import { OFFLINE_TEXT } from '../../../lib/offline/offline-text';
import { useQueuedActions } from '../../../lib/offline/use-offline-queue';
import { failureMessage, toastSuccess } from '../../../lib/toast';
import { FIELD_HOME_CACHE_KEY, useFieldDashboard } from '../api/get-field-dashboard';
import { FIELD_SITES_CACHE_KEY, useNearestSites } from '../api/get-sites';
import { queueCheckIn, queueCheckOut, queueNote, type VisitRef } from '../api/queue-visit-actions';
import { formatVisitTime } from './format';
import { VisitBadges } from './visit-badges';
import { lazyPart } from '../../../components/lazy-part';

// The photo dialog (with the browser's image compression) loads when first opened, not with the home screen.
const AddPhotosModal = lazyPart(() => import('./photos-card').then((m) => ({ default: m.AddPhotosModal })));

/** Why no position was taken, in English (each the key of its Hindi text; the screen translates what it shows). */
export const POSITION_TEXT = {
  denied: 'Location permission is denied. Allow location for this site in the browser to check in or out. Nothing was recorded.',
  unavailable: 'Your position is not available right now. Move to open sky and try again. Nothing was recorded.',
  timeout: 'Getting your position took too long. Try again. Nothing was recorded.',
  unsupported: 'This browser cannot give your position. Nothing was recorded.',
  locating: 'Getting your position...',
} as const;

/**
 * A fresh position of the phone (high accuracy, never a cached one: maximumAge 0). A denied or unavailable position
 * rejects with a clear message, and nothing is sent (docs/product/field-app.md#phone-check-in-and-check-out).
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

/** The visit the field staff is in, as the phone knows it: from the server, or checked in and not yet sent. */
type OpenVisit = { ref: VisitRef; siteName: string; checkedInAt: string; visit?: VisitEntry; checkIn?: QueuedAction };

const FIELD_KINDS = new Set<QueuedAction['kind']>(['check-in', 'check-out', 'photo', 'note']);

/**
 * The open visit once the queue is taken into account: a check-in not yet sent opens one, a check-out not yet sent
 * closes it, so the field staff can go on offline (check out, then check in at the next site).
 */
function openVisitOf(serverOpen: VisitEntry | null | undefined, queued: QueuedAction[]): OpenVisit | undefined {
  const checkedOut = new Set(queued.filter((a) => a.kind === 'check-out').map((a) => a.subject.visit));
  const pending = queued.filter((a) => a.kind === 'check-in' && !checkedOut.has(a.id)).at(-1);
  if (pending) return { ref: pending.id, siteName: pending.subject.name ?? '', checkedInAt: pending.tappedAt, checkIn: pending };
  if (serverOpen && !checkedOut.has(serverOpen.id)) {
    return { ref: serverOpen.id, siteName: serverOpen.fieldsite_name, checkedInAt: serverOpen.check_in_date, visit: serverOpen };
  }
  return undefined;
}

/** The visit's notes: saved through the queue like every other tap. */
function VisitNotes({ open }: { open: OpenVisit }) {
  const t = useTranslate();
  const [remark, setRemark] = useState(open.visit?.remark ?? '');
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap={4}>
      <Textarea label={t('Notes')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          loading={saving}
          disabled={remark.trim() === (open.visit?.remark ?? '').trim()}
          onClick={() => {
            setSaving(true);
            void queueNote(open.ref, open.siteName, remark.trim()).finally(() => setSaving(false));
          }}
        >
          {t('Save notes')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The field staff member's home (its dashboard): what waits to be sent, the open visit with Check Out, photos and
 * notes, then the nearest sites. Every tap goes into the phone's queue with its position and time (issue 33), so it
 * works the same with and without network; the lists are the ones kept on the phone when there is none.
 */
export function FieldStaffHome() {
  const t = useTranslate();
  const dashboard = useFieldDashboard();
  const queued = useQueuedActions().filter((action) => FIELD_KINDS.has(action.kind));
  const [here, setHere] = useState<LatLng>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [addedOnce, setAddedOnce] = useState(false);
  const sites = useNearestSites(here);
  const open = openVisitOf(dashboard.data?.open_visit, queued);

  const withPosition = async (key: string, action: (position: PositionInput) => Promise<unknown>) => {
    setProblem(undefined);
    setBusy(key);
    try {
      const position = await currentPosition();
      setHere({ lat: position.latitude, lng: position.longitude });
      await action(position);
      if (key !== 'locate' && !navigator.onLine) toastSuccess(OFFLINE_TEXT.savedOffline);
    } catch (error) {
      // A position's problem is one of POSITION_TEXT (translated here); failureMessage translates a server's message.
      setProblem(error instanceof Error && !('status' in error) ? t(error.message) : failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  // The cards appear with the open visit (a visit filling in above the sites would push them down the screen), and
  // render in the background in small slices, so the phone stays responsive while they do.
  const loading = useDeferredValue(dashboard.isLoading, true);
  if (loading) return <Loader />;

  return (
    <Stack gap="md" data-testid="field-staff-home">
      {problem && (
        <Alert color="red" title={t('Not recorded')} withCloseButton onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
      {queued.length > 0 && (
        <Card withBorder aria-label={t(OFFLINE_TEXT.queueTitle)}>
          <Title order={4} mb="xs">
            {t(OFFLINE_TEXT.queueTitle)}
          </Title>
          <Stack gap="xs">
            {queued.map((action) => (
              <QueuedActionCard key={action.id} action={action} />
            ))}
          </Stack>
        </Card>
      )}
      <Card withBorder aria-label={t('Open visit')}>
        <Title order={4} mb="xs">
          {t('Open visit')}
        </Title>
        <SavedAge cacheKey={FIELD_HOME_CACHE_KEY} />
        {open ? (
          <Stack gap={6}>
            <Text fw={600}>{open.siteName}</Text>
            {open.visit ? <VisitBadges visit={open.visit} /> : <Badge color="yellow" variant="light">{t(OFFLINE_TEXT.waiting)}</Badge>}
            <Text size="sm">{t('Checked in {{time}}', { time: formatVisitTime(open.checkedInAt) })}</Text>
            {open.visit?.distance != null && (
              <Text size="sm" c={open.visit.outside_site ? 'red' : 'dimmed'}>
                {t('{{distance}} m from the site (radius {{radius}} m)', { distance: open.visit.distance, radius: open.visit.site_radius })}
              </Text>
            )}
            <Group grow>
              <Button
                color="orange"
                loading={busy === 'out'}
                onClick={() => withPosition('out', (position) => queueCheckOut(open.ref, open.siteName, position))}
              >
                {t('Check Out')}
              </Button>
              <Button
                variant="light"
                onClick={() => {
                  setAddedOnce(true);
                  setAdding(true);
                }}
              >
                {t('+ Add Site Photos')}
              </Button>
            </Group>
            <VisitNotes key={String(open.ref)} open={open} />
            {addedOnce && (
              <Suspense fallback={null}>
                <AddPhotosModal visitId={open.ref} siteName={open.siteName} opened={adding} onClose={() => setAdding(false)} />
              </Suspense>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">{t('No open visit. Check in at a site below.')}</Text>
        )}
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Title order={4}>{t(here ? 'Nearest sites' : 'Sites')}</Title>
          <Button size="xs" variant="subtle" loading={busy === 'locate'} onClick={() => withPosition('locate', async () => undefined)}>
            {t('Find nearest')}
          </Button>
        </Group>
        <SavedAge cacheKey={FIELD_SITES_CACHE_KEY} />
        <Stack gap="xs">
          {(sites.data?.results ?? []).map((site) => (
            <Group key={site.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {site.fieldsite_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {site.distance != null ? `${t('{{distance}} m away', { distance: site.distance })} · ` : ''}
                  {site.owner_name}
                </Text>
              </Stack>
              <Button
                size="xs"
                disabled={!!open}
                loading={busy === `in-${site.id}`}
                aria-label={t('Check In at {{site}}', { site: site.fieldsite_name })}
                onClick={() => withPosition(`in-${site.id}`, (position) => queueCheckIn(site, position))}
              >
                {t('Check In')}
              </Button>
            </Group>
          ))}
          {sites.data?.results.length === 0 && <Text c="dimmed">{t(FIELD_TEXT.noData)}</Text>}
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={4} mb="xs">
          {t("Today's visits")}
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
              {visit.outside_site && <Badge color="red" size="xs">{t(FIELD_TEXT.outsideSite)}</Badge>}
            </Group>
          </Group>
        ))}
        {dashboard.data?.today_visits.length === 0 && <Text c="dimmed">{t(FIELD_TEXT.noData)}</Text>}
      </Card>
    </Stack>
  );
}
