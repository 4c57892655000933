import { Anchor, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { todayIn } from '@steelworks/contract/common/dates';
import type { ProductionWork } from '@steelworks/contract/production';
import { formatDuration, PRODUCTION_STATUS_COLORS, PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { Pager } from '../../../components/pager';
import { StatusBadge } from '../../../components/status-badge';
import { LazyQueuedActionCard as QueuedActionCard } from '../../../components/lazy-queued-action-card';
import { SavedAge } from '../../../components/saved-age';
import { useTranslate } from '../../../lib/i18n/i18n';
import { useQueuedActions } from '../../../lib/offline/use-offline-queue';
import { myWorksCacheKey, useMyWorks } from '../api/get-my-works';
import { WorkActions } from './work-actions';
import { BUSINESS_TIME_ZONE, formatTime } from '../../../lib/format';

function DueBadge({ work, today }: { work: ProductionWork; today: string }) {
  const t = useTranslate();
  if (!work.expected_date) return null;
  if (work.expected_date < today) return <Badge color="red">{t('Overdue')}</Badge>;
  if (work.expected_date === today) return <Badge color="orange">{t('Today')}</Badge>;
  return null;
}

function WorkCard({ work, today }: { work: ProductionWork; today: string }) {
  const t = useTranslate();
  return (
    <Card withBorder radius="md" p="md" aria-label={t('Work {{id}}', { id: work.auto_id })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="lg">
              {t(work.work_type)}
            </Text>
            <Anchor component={Link} to={`/production-items/${work.production_item}`} fw={600}>
              {work.production_item_sr_no}
            </Anchor>
          </div>
          <Stack gap={4} align="flex-end">
            <StatusBadge status={work.status} colors={PRODUCTION_STATUS_COLORS} />
            {work.defective && <Badge color="red">{t(PRODUCTION_TEXT.defective)}</Badge>}
            <DueBadge work={work} today={today} />
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {t('Work order #{{id}}', { id: work.work_order_auto_id })}
          {work.expected_date ? (
            <>
              {` · ${t('Expected')} `}
              <DateText value={work.expected_date} />
            </>
          ) : null}
          {work.duration_minutes !== null ? ` · ${formatDuration(work.duration_minutes)}` : ''}
        </Text>
        {work.started_at && work.status === 'In Progress' && (
          <Text size="sm">{t('Started {{time}}', { time: formatTime(work.started_at) })}</Text>
        )}
        {work.note && <Text size="sm">{work.note}</Text>}
        <WorkActions work={work} />
      </Stack>
    </Card>
  );
}

/**
 * A worker's works as big cards for a phone: open ones (started first, then overdue and today's), or those finished
 * today with their durations. The dashboard and the My works page both show it.
 */
export function MyWorksList({ state = 'open', timeZone = BUSINESS_TIME_ZONE }: { state?: 'open' | 'done'; timeZone?: string }) {
  const t = useTranslate();
  const query = useMyWorks(state);
  const queued = useQueuedActions();
  const today = todayIn(timeZone);
  if (query.isLoading) return <Loader />;
  // A tap on a work that has left the list meanwhile (reassigned, completed by someone else): its answer shows here.
  const shown = new Set(query.rows.map((work) => work.id));
  const orphans = state === 'open' ? queued.filter((action) => action.subject.work !== undefined && !shown.has(action.subject.work)) : [];
  return (
    <Stack gap="sm" aria-label={t(state === 'open' ? PRODUCTION_TEXT.myWorks : 'Finished today')}>
      <SavedAge cacheKey={myWorksCacheKey(state, query.page)} />
      {orphans.map((action) => (
        <QueuedActionCard key={action.id} action={action} />
      ))}
      {query.rows.length === 0 ? (
        <Text c="dimmed">{t(state === 'open' ? PRODUCTION_TEXT.noMyWorks : 'Nothing finished today yet')}</Text>
      ) : (
        query.rows.map((work) => <WorkCard key={work.id} work={work} today={today} />)
      )}
      {query.lastPage > 1 && <Pager page={query.page} lastPage={query.lastPage} onChange={query.setPage} disabled={query.isFetching} />}
    </Stack>
  );
}

