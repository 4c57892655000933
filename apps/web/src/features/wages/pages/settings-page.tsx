import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import type { WageSetting } from '@steelworks/contract/wages';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { BUSINESS_TIME_ZONE, formatDate } from '../../../lib/format';
import { useWageSettings } from '../api/wage-settings';
import { settingValues, WageSettingsForm } from '../components/wage-settings-form';

const yesNo = (covered: boolean, text: React.ReactNode) => (covered ? text : 'Not covered');

/** One dated row of the history: when it ran and every value it set. */
function SettingCard({ setting, to, today, onEdit }: { setting: WageSetting; to: string | null; today: string; onEdit?: () => void }) {
  const status = setting.effective_from > today ? ['Upcoming', 'blue'] : to && to < today ? ['History', 'gray'] : ['Current', 'green'];
  return (
    <Card withBorder radius="md" padding="sm" aria-label={`Settings from ${formatDate(setting.effective_from)}`}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={600}>
          {formatDate(setting.effective_from)} – {to ? formatDate(to) : 'on'}
        </Text>
        <Badge color={status[1]}>{status[0]}</Badge>
      </Group>
      <Text size="sm">Wage period: {setting.wage_period === 'week' ? 'week' : 'month'}</Text>
      <Text size="sm">
        Minimum a day: <Money value={setting.min_daily_unskilled} /> / <Money value={setting.min_daily_semi_skilled} /> / <Money value={setting.min_daily_skilled} /> /{' '}
        <Money value={setting.min_daily_highly_skilled} /> <Text span size="xs" c="dimmed">(unskilled to highly skilled)</Text>
      </Text>
      <Text size="sm">
        Hours: {setting.daily_hours_limit} a day, {setting.weekly_hours_limit} a week · Defective work earns {setting.defective_share_percent}%
      </Text>
      <Text size="sm">
        PF: {yesNo(setting.pf_covered, <>{setting.pf_percent}% up to <Money value={setting.pf_ceiling} /></>)} · ESI:{' '}
        {yesNo(setting.esi_covered, <>{setting.esi_percent}% while gross is within <Money value={setting.esi_limit} /></>)}
      </Text>
      {onEdit && (
        <Button size="xs" variant="light" mt="xs" onClick={onEdit} aria-label={`Change the settings from ${formatDate(setting.effective_from)}`}>
          Change
        </Button>
      )}
    </Card>
  );
}

/** /wages/settings: the dated wage settings, a form from a day on, and every row with the dates it ran (docs/product/wages.md#wage-settings). */
export default function WageSettingsPage() {
  const settings = useWageSettings();
  const today = todayIn(BUSINESS_TIME_ZONE);
  const monthStart = `${today.slice(0, 8)}01`;
  // Which row the form starts from: by default the one in force today, from today; "Change" picks a row of this month or later.
  const [picked, setPicked] = useState<WageSetting | null>(null);
  const rows = settings.data ?? [];
  const inForce = rows.find((s) => s.effective_from <= today);
  const initial = picked ? settingValues(picked, picked.effective_from) : settingValues(inForce, today);
  return (
    <>
      <PageHeader title="Wage Settings" />
      {settings.isLoading && <Loader />}
      <FormErrorAlert error={settings.error} />
      {settings.data && (
        <Stack>
          <Text size="sm" c="dimmed">
            Each save applies from its day on (this month or later), so a paid month is never rewritten; saving the same day again replaces that day&apos;s.
          </Text>
          <WageSettingsForm key={picked ? `row-${picked.id}` : `today-${inForce?.id ?? 0}`} initial={initial} earliest={monthStart} />
          <Title order={4}>History</Title>
          {rows.length === 0 ? <Text c="dimmed">No settings saved yet: the defaults above apply.</Text> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {rows.map((s, i) => {
              const next = rows[i - 1];
              return (
                <SettingCard
                  key={s.id}
                  setting={s}
                  to={next ? addDaysTo(next.effective_from, -1) : null}
                  today={today}
                  onEdit={s.effective_from >= monthStart ? () => setPicked(s) : undefined}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
