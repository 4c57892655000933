import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { useTranslate } from '../../../lib/i18n/i18n';
import { useMySlips } from '../api/wage-sheets';

/** /my-slips: the worker's own wage slips, newest first, as cards for the phone. */
export default function MySlipsPage() {
  const t = useTranslate();
  const slips = useMySlips();
  return (
    <>
      <PageHeader title="My wage slips" />
      <Stack>
        {slips.data?.length === 0 ? <Text c="dimmed">{t('No wage slips yet')}</Text> : null}
        {(slips.data ?? []).map((s) => (
          <Card key={s.sheet} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/my-slips/${s.sheet}`}>
                {formatDate(s.period_from)} – {formatDate(s.period_to)}
              </Anchor>
              <Text fw={600}>
                <Money value={s.net_amount} />
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {s.paid_at ? `${t('Paid on')} ${formatDate(s.paid_at)}` : t('Not paid yet')}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
