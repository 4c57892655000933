import { Anchor, Badge, Card, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { canAccess } from '@steelworks/contract/permissions';
import { formatDuration, PRODUCTION_STATUS_COLORS, PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { TAP_TIME_TEXT } from '../../../components/tapped-time';
import { formatDateTime } from '../../../lib/format';
import { useTranslate } from '../../../lib/i18n/i18n';
import { getRole } from '../../../lib/session';
import { useProfile } from '../../account/public';
import { useWork } from '../api/get-work';
import { WorkStatusForm } from '../components/status-dialog';
import { WorkActions } from '../components/work-actions';
import { HistoryPanel } from '../../audit/public';

const time = (value: string | null) => formatDateTime(value) || '-';

/** /production-item-works/{id}: one work with the Update work item status form (its own worker or a manager). */
export default function WorkPage() {
  const t = useTranslate();
  const id = Number(useParams().id);
  const query = useWork(id);
  const profile = useProfile();
  const work = query.data;
  const mine = !!work && profile.data?.id === work.worker;
  const tapped = (work ?? {}) as { tapped_at?: string | null; clock_differs?: boolean };
  const mayChange = !!work && (canAccess(getRole(), 'productionAssign') || mine);
  return (
    <>
      <PageHeader
        title={work ? t('Work {{id}}', { id: work.auto_id }) : 'Work'}
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Production item works', to: '/production-item-works' }, { label: t('Work {{id}}', { id }) }]}
      />
      {query.isLoading && <Loader />}
      {query.error ? <FormErrorAlert error={query.error} /> : null}
      {work && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md">
              <Stack gap={6}>
                <Title order={4}>{t(work.work_type)}</Title>
                <Anchor component={Link} to={`/production-items/${work.production_item}`}>
                  {work.production_item_sr_no}
                </Anchor>
                <Text size="sm">{t('Worker: {{name}}', { name: work.worker_name })}</Text>
                <Text size="sm">{t('Expected: {{date}}', { date: formatDisplayDate(work.expected_date) || '-' })}</Text>
                <Text size="sm">{t('Finish: {{date}}', { date: formatDisplayDate(work.finished_date) || '-' })}</Text>
                <Text size="sm">{t('Started: {{time}}', { time: time(work.started_at) })}</Text>
                <Text size="sm">{t('Finished: {{time}}', { time: time(work.finished_at) })}</Text>
                {/* The last change's tap time on the phone (docs/decisions/033-offline-queue-keys-and-tap-times.md), where the server sends it. */}
                {tapped.tapped_at && (
                  <Text size="sm">
                    {t('Last change tapped: {{time}}', { time: time(tapped.tapped_at) })}
                    {tapped.clock_differs && (
                      <Badge component="span" color="orange" variant="light" size="sm" ml={6} title={t(TAP_TIME_TEXT.clockDiffersHint)}>
                        {t(TAP_TIME_TEXT.clockDiffers)}
                      </Badge>
                    )}
                  </Text>
                )}
                {work.duration_minutes !== null && <Text size="sm">{t('Time taken: {{duration}}', { duration: formatDuration(work.duration_minutes) })}</Text>}
                <div>
                  <StatusBadge status={work.status} colors={PRODUCTION_STATUS_COLORS} />
                  {work.defective && <Badge color="red" ml={4}>{t(PRODUCTION_TEXT.defective)}</Badge>}
                </div>
                {work.defective && <Text size="sm">{t('Defect reason: {{reason}}', { reason: work.defect_reason })}</Text>}
                <Text size="sm">{t('Next work: {{next}}', { next: work.next_work_assigned ? t(PRODUCTION_TEXT.assigned) : work.can_assign_next ? t(PRODUCTION_TEXT.assign) : '-' })}</Text>
                {work.note && <Text size="sm">{t('Note: {{note}}', { note: work.note })}</Text>}
              </Stack>
            </Card>
          </Grid.Col>
          {mayChange && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              {/* The worker's one-tap Start / Complete / Defective, through the phone's queue like on My works. */}
              {mine && work.status !== 'Completed' && (
                <Card withBorder radius="md" mb="md" aria-label={t('Your work')}>
                  <WorkActions work={work} />
                </Card>
              )}
              <Card withBorder radius="md">
                <Title order={5} mb="sm">
                  {t('Update work item status')}
                </Title>
                <WorkStatusForm work={work} />
              </Card>
            </Grid.Col>
          )}
        </Grid>
      )}
      <HistoryPanel entity="production_item_work" id={work?.id} />
    </>
  );
}
