import { Anchor, Badge, Card, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { canAccess } from '@steelworks/contract/permissions';
import { formatDuration, PRODUCTION_STATUS_COLORS, PRODUCTION_TEXT } from '@steelworks/contract/production';
import { Link, useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { TAP_TIME_TEXT } from '../../../components/tapped-time';
import { formatDateTime } from '../../../lib/format';
import { getRole } from '../../../lib/session';
import { useProfile } from '../../account/api/get-profile';
import { useWork } from '../api/get-work';
import { WorkStatusForm } from '../components/status-dialog';
import { WorkActions } from '../components/work-actions';
import { HistoryPanel } from '../../audit/components/history-panel';

const time = (value: string | null) => formatDateTime(value) || '-';

/** /production-item-works/{id}: one work with the Update work item status form (its own worker or a manager). */
export default function WorkPage() {
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
        title={work ? `Work ${work.auto_id}` : 'Work'}
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Production item works', to: '/production-item-works' }, { label: `Work ${id}` }]}
      />
      {query.isLoading && <Loader />}
      {query.error ? <FormErrorAlert error={query.error} /> : null}
      {work && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md">
              <Stack gap={6}>
                <Title order={4}>{work.work_type}</Title>
                <Anchor component={Link} to={`/production-items/${work.production_item}`}>
                  {work.production_item_sr_no}
                </Anchor>
                <Text size="sm">Worker: {work.worker_name}</Text>
                <Text size="sm">Expected: {formatDisplayDate(work.expected_date) || '-'}</Text>
                <Text size="sm">Finish: {formatDisplayDate(work.finished_date) || '-'}</Text>
                <Text size="sm">Started: {time(work.started_at)}</Text>
                <Text size="sm">Finished: {time(work.finished_at)}</Text>
                {/* The last change's tap time on the phone (SHARED-33), where the server sends it. */}
                {tapped.tapped_at && (
                  <Text size="sm">
                    Last change tapped: {time(tapped.tapped_at)}
                    {tapped.clock_differs && (
                      <Badge component="span" color="orange" variant="light" size="sm" ml={6} title={TAP_TIME_TEXT.clockDiffersHint}>
                        {TAP_TIME_TEXT.clockDiffers}
                      </Badge>
                    )}
                  </Text>
                )}
                {work.duration_minutes !== null && <Text size="sm">Time taken: {formatDuration(work.duration_minutes)}</Text>}
                <div>
                  <StatusBadge status={work.status} colors={PRODUCTION_STATUS_COLORS} />
                  {work.defective && <Badge color="red" ml={4}>{PRODUCTION_TEXT.defective}</Badge>}
                </div>
                {work.defective && <Text size="sm">Defect reason: {work.defect_reason}</Text>}
                <Text size="sm">Next work: {work.next_work_assigned ? PRODUCTION_TEXT.assigned : work.can_assign_next ? PRODUCTION_TEXT.assign : '-'}</Text>
                {work.note && <Text size="sm">Note: {work.note}</Text>}
              </Stack>
            </Card>
          </Grid.Col>
          {mayChange && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              {/* The worker's one-tap Start / Complete / Defective, through the phone's queue like on My works. */}
              {mine && work.status !== 'Completed' && (
                <Card withBorder radius="md" mb="md" aria-label="Your work">
                  <WorkActions work={work} />
                </Card>
              )}
              <Card withBorder radius="md">
                <Title order={5} mb="sm">
                  Update work item status
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
