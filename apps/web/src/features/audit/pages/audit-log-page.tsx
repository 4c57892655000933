import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { AUDIT_COUNT_CAP, AUDIT_ENTITY_LABELS, type AuditEntry } from '@steelworks/contract/audit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { auditQueryKey, useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { ActionBadge, AuditChanges, AuditWho, entityLabel, formatAuditTime } from '../components/audit-entry-parts';

const FILTERS = ['user', 'entity', 'entity_id', 'from', 'to'] as const;
type Draft = Record<(typeof FILTERS)[number], string>;

const columns: PagedTableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatAuditTime(e.at), width: 150 },
  { key: 'who', header: 'Who', render: (e) => <AuditWho entry={e} /> },
  {
    key: 'record',
    header: 'Record',
    render: (e) => (
      <Text size="sm">
        {entityLabel(e.entity)} #{e.entity_id}
      </Text>
    ),
  },
  { key: 'action', header: 'What', render: (e) => <ActionBadge action={e.action} /> },
  { key: 'changes', header: 'Before → After', render: (e) => <AuditChanges entry={e} /> },
  { key: 'address', header: 'From', render: (e) => e.address ?? '—' },
];

const entityOptions = Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }));

/** Audit Log (admin): every recorded change, searchable by user, record and date range (URL: ?user=&entity=...). */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Draft;
  const [draft, setDraft] = useState<Draft>(applied);
  const filters: AuditFilters = Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== ''));
  const log = useAuditLog(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of FILTERS) {
        const value = draft[name].trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  };
  const clear = () => {
    setDraft({ user: '', entity: '', entity_id: '', from: '', to: '' });
    setParams(new URLSearchParams());
  };

  return (
    <>
      <PageHeader title="Audit Log" actions={<RefreshLink queryKey={auditQueryKey} />} />
      <Paper withBorder p="md" radius="md" mb="md" component="form" onSubmit={apply} aria-label="Audit log filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput label="User" placeholder="Username" value={draft.user} onChange={(e) => setDraft({ ...draft, user: e.currentTarget.value })} />
          <Select
            label="Record"
            placeholder="Any kind"
            data={entityOptions}
            value={draft.entity || null}
            onChange={(value) => setDraft({ ...draft, entity: value ?? '' })}
            clearable
          />
          <TextInput
            label="Record id"
            inputMode="numeric"
            value={draft.entity_id}
            onChange={(e) => setDraft({ ...draft, entity_id: e.currentTarget.value })}
          />
          <TextInput label="From" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })} />
          <TextInput label="To" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
          <Button type="submit">Show</Button>
        </Group>
      </Paper>
      <FormErrorAlert error={log.error} />
      {log.count >= AUDIT_COUNT_CAP && (
        <Text size="sm" c="dimmed" mb="xs">
          More than {AUDIT_COUNT_CAP.toLocaleString('en-IN')} changes match: the newest are listed. Narrow by user, record or dates.
        </Text>
      )}
      <PagedTable query={log} columns={columns} searchable={false} emptyText="No changes match" label="Audit Log" />
    </>
  );
}
