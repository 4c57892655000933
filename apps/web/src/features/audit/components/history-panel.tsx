import { Box, Divider, Title } from '@mantine/core';
import type { AuditEntry } from '@steelworks/contract/audit';
import { canAccess } from '@steelworks/contract/permissions';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { getRole } from '../../../lib/session';
import { useAuditLog } from '../api/get-audit-log';
import { ActionBadge, AuditChanges, AuditWho, formatAuditTime } from './audit-entry-parts';

const columns: PagedTableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatAuditTime(e.at), width: 150 },
  { key: 'who', header: 'Who', render: (e) => <AuditWho entry={e} /> },
  { key: 'action', header: 'What', render: (e) => <ActionBadge action={e.action} /> },
  { key: 'changes', header: 'Before → After', render: (e) => <AuditChanges entry={e} /> },
  { key: 'address', header: 'From', render: (e) => e.address ?? '—' },
];

/**
 * "History" of one record on its detail page, for admins only (docs/product/api-conventions.md#audit-log): who changed it, when, what
 * changed (before → after) and from which address. Paged by `?history_page=` so it never moves the page's own lists.
 */
export function HistoryPanel({ entity, id }: { entity: string; id: number | string | undefined }) {
  const allowed = canAccess(getRole(), 'audit');
  const history = useAuditLog({ entity, entity_id: id }, { pageParam: 'history_page', searchParam: 'history_search', enabled: allowed && !!id });
  if (!allowed || !id) return null;
  return (
    <Box component="section" aria-label="History" mt="lg">
      <Title order={4} mb="xs">
        History
      </Title>
      <Divider mb="sm" />
      <PagedTable query={history} columns={columns} searchable={false} emptyText="No changes recorded yet" label="History" />
    </Box>
  );
}
