import { Button, Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { NOTIFICATION_CHANNEL_LABELS, QUIET_HOURS_CHANNELS, quietHoursSchema, type QuietHours } from '@steelworks/contract/notification';
import type { ReactNode } from 'react';

/** Quiet hours as a form holds them: "" for no time (a time input's empty value). */
export type QuietHoursValues = { start: string; end: string };

export function toQuietHoursValues(quiet: QuietHours): QuietHoursValues {
  return { start: quiet.start ?? '', end: quiet.end ?? '' };
}

export function toQuietHours(values: QuietHoursValues): QuietHours {
  return { start: values.start || null, end: values.end || null };
}

/** The contract's checks of quiet hours, as form errors under `path` ("quiet_hours.end"). */
export function validateQuietHours(values: QuietHoursValues, path: string): Record<string, string> {
  const result = quietHoursSchema.safeParse(toQuietHours(values));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [`${path}.${issue.path.join('.')}`, issue.message]));
}

type InputProps = { value?: string; onChange: (event: React.ChangeEvent<HTMLInputElement>) => void; error?: ReactNode };

const HELD = QUIET_HOURS_CHANNELS.map((channel) => NOTIFICATION_CHANNEL_LABELS[channel]).join(', ');

/** Start and end time inputs; an end before the start spans midnight (22:00 to 07:00). */
function QuietHoursFields({ inputProps, path }: { inputProps: (path: string) => InputProps; path: string }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2 }} spacing="sm" maw={360}>
        <TextInput type="time" label="Start" {...inputProps(`${path}.start`)} />
        <TextInput type="time" label="End" {...inputProps(`${path}.end`)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs">
        {HELD} wait until the quiet hours end (business time zone); the bell and mail are not held. Leave both empty for
        none.
      </Text>
    </>
  );
}

/**
 * The end of both notification forms (one's own preferences, the admin's defaults): the quiet hours card and Save.
 */
export function QuietHoursAndSave({ title, inputProps, saving }: { title: string; inputProps: (path: string) => InputProps; saving: boolean }) {
  return (
    <>
      <Card withBorder radius="md">
        <Title order={5} mb="sm">
          {title}
        </Title>
        <QuietHoursFields path="quiet_hours" inputProps={inputProps} />
      </Card>
      <Group>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Group>
    </>
  );
}
