import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Money } from '../../../components/money';
import { SavedAge } from '../../../components/saved-age';
import { useTranslate } from '../../../lib/i18n/i18n';
import { myEarningsCacheKey, useMyEarnings } from '../api/get-my-earnings';

/**
 * My works' earnings (issue 47 point 2): what today's and this month's completed works earned at the rate cards,
 * from the phone's saved copy when there is no network. Nothing shows while nothing was ever read.
 */
export function MyEarningsCard() {
  const t = useTranslate();
  const query = useMyEarnings();
  if (!query.data) return null;
  const { today_amount, today_works, month_amount, month_works } = query.data;
  return (
    <Card withBorder radius="md" padding="sm" aria-label={t('My earnings')}>
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{t('My earnings')}</Text>
        <SavedAge cacheKey={myEarningsCacheKey} />
      </Group>
      <SimpleGrid cols={2}>
        {[
          { label: t("Today's earnings"), amount: today_amount, works: today_works, testId: 'earnings-today' },
          { label: t('This month'), amount: month_amount, works: month_works, testId: 'earnings-month' },
        ].map((block) => (
          <Stack gap={0} key={block.testId} data-testid={block.testId}>
            <Text size="sm" c="dimmed">
              {block.label}
            </Text>
            <Text size="xl" fw={700}>
              <Money value={block.amount} />
            </Text>
            <Text size="xs" c="dimmed">
              {t('{{count}} works', { count: block.works })}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
