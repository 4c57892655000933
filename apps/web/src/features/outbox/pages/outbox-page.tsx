import { Badge, Button, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@steelworks/contract/account';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { formatDateTime } from '../../../lib/format';
import { outboxQueryKey, useOutbox } from '../api/get-outbox';

function formatSentAt(value: string): string {
  return formatDateTime(value);
}

/** Mail Outbox (admin): what the embedded install would have emailed, e.g. temporary passwords. */
export default function OutboxPage() {
  const outbox = useOutbox();
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const columns: PagedTableColumn<OutboxMessage>[] = [
    { key: 'to', header: 'To', render: (m) => <Text size="sm" style={{ wordBreak: 'break-all' }}>{m.to}</Text> },
    { key: 'subject', header: 'Subject' },
    { key: 'created_at', header: 'Date', render: (m) => formatSentAt(m.created_at) },
    {
      key: 'sent',
      header: 'Status',
      render: (m) => (
        <Badge variant="light" color={m.sent ? 'green' : 'gray'}>
          {m.sent ? 'Sent' : 'Outbox'}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (m) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpen(m)}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Mail Outbox" actions={<RefreshLink queryKey={outboxQueryKey} />} />
      <PagedTable
        query={outbox}
        columns={columns}
        searchPlaceholder="Search by recipient or subject..."
        emptyText="No Data"
        label="Mail Outbox"
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg" centered>
        {open && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              To {open.to} · {formatSentAt(open.created_at)}
            </Text>
            <ScrollArea.Autosize mah="60vh">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'var(--mantine-font-family-monospace)' }}>
                {open.body}
              </Text>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </Modal>
    </>
  );
}
