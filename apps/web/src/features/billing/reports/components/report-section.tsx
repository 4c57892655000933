import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { toastFromError } from '../../../../lib/toast';

export type ReportDownload = { label: string; run: () => Promise<void> };

/** One report of the month: its title, what it is, its download buttons, and its preview (or the failure, or a skeleton). */
export function ReportSection({
  title,
  description,
  downloads,
  loading,
  error,
  empty,
  children,
}: {
  title: string;
  description: string;
  downloads: ReportDownload[];
  loading: boolean;
  error: unknown;
  /** Nothing to download (the preview says so). */
  empty: boolean;
  children: ReactNode;
}) {
  const [downloading, setDownloading] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Title order={4}>{title}</Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Group gap="xs">
            {downloads.map(({ label, run }) => (
              <Button
                key={label}
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={downloading === label}
                disabled={loading || !!error || empty}
                onClick={() => {
                  setDownloading(label);
                  run()
                    .catch(toastFromError)
                    .finally(() => setDownloading(null));
                }}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Group>
        {error ? (
          <Alert color="red" variant="light" title={`${title} could not be loaded`}>
            {error instanceof Error ? error.message : String(error)}
          </Alert>
        ) : loading ? (
          <Skeleton h={120} />
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
