import { Badge, Stack, Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditAction, type AuditEntry } from '@steelworks/contract/audit';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';

/** "23-11-2026 4:05 pm" in the business time zone, as every time on screen. */
export function formatAuditTime(at: string): string {
  return formatDateTime(at);
}

export function entityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? entity;
}

const ACTION_COLORS: Partial<Record<AuditAction, string>> = {
  create: 'green',
  delete: 'red',
  block: 'red',
  status: 'blue',
  stock: 'grape',
  money: 'yellow',
};

export function ActionBadge({ action }: { action: string }) {
  const known = action in AUDIT_ACTION_LABELS;
  return (
    <Badge variant="light" color={known ? (ACTION_COLORS[action as AuditAction] ?? 'gray') : 'gray'} style={{ minWidth: 'max-content' }}>
      {known ? AUDIT_ACTION_LABELS[action as AuditAction] : action}
    </Badge>
  );
}

/** Who: the person's name and username, or "System" for the demo seed and anonymous requests. */
export function AuditWho({ entry }: { entry: AuditEntry }) {
  if (entry.account === null) return <Text size="sm">System</Text>;
  return (
    <div>
      <Text size="sm">{entry.full_name ?? `Account ${entry.account}`}</Text>
      {entry.username && (
        <Text size="xs" c="dimmed">
          {entry.username}
        </Text>
      )}
    </div>
  );
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What changed: one line per field, "field: before → after", under the note. */
export function AuditChanges({ entry }: { entry: AuditEntry }): ReactNode {
  const fields = Object.entries(entry.changes);
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      {entry.note && <Text size="sm">{entry.note}</Text>}
      {fields.map(([field, change]) => (
        <Text key={field} size="xs" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="xs">
            {field.replace(/_/g, ' ')}:
          </Text>{' '}
          {shown(change.before)} → {shown(change.after)}
        </Text>
      ))}
      {!entry.note && fields.length === 0 && (
        <Text size="xs" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
}
