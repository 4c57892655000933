import { Badge, Group } from '@mantine/core';
import type { VisitEntry } from '@steelworks/contract/field';
import { FIELD_TEXT } from '@steelworks/contract/field-text';
import { StatusBadge } from '../../../components/status-badge';
import { useTranslate } from '../../../lib/i18n/i18n';

/** Pending warning, Completed success, In Progress primary (docs/product/screens-and-texts.md#badges: the original misspelt it). */
const VISIT_STATUS_COLORS = { Pending: 'yellow', Completed: 'green', 'In Progress': 'blue' };

/** The status and, on every visit screen, the "outside the site" flag of a check-in beyond the site's radius. */
export function VisitBadges({ visit }: { visit: Pick<VisitEntry, 'status' | 'outside_site' | 'distance'> }) {
  const t = useTranslate();
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge status={visit.status} colors={VISIT_STATUS_COLORS} />
      {visit.outside_site && (
        <Badge color="red" variant="filled" radius="sm" title={visit.distance != null ? t('{{distance}} m from the site', { distance: visit.distance }) : undefined}>
          {t(FIELD_TEXT.outsideSite)}
        </Badge>
      )}
    </Group>
  );
}
