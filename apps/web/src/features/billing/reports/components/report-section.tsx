import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { toastFromError } from '../../../../lib/toast';

/** One report of the month: its title, what it is, its CSV button, and its preview (or the failure, or a skeleton). */
export function ReportSection({
  title,
  description,
  downloadLabel,
  download,
  loading,
  error,
  empty,
  children,
}: {
  title: string;
  description: string;
  downloadLabel: string;
  download: () => Promise<void>;
  loading: boolean;
  error: unknown;
  /** Nothing to download (the preview says so). */
  empty: boolean;
  children: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
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
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            disabled={loading || !!error || empty}
            onClick={() => {
              setDownloading(true);
              download()
                .catch(toastFromError)
                .finally(() => setDownloading(false));
            }}
          >
            {downloadLabel}
          </Button>
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
