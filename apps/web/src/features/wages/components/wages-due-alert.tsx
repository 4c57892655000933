import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { canAccess } from '@steelworks/contract/permissions';
import { WAGE_SHEET_TEXT } from '@steelworks/contract/wage-sheets-text';
import { formatDate } from '../../../lib/format';
import { getRole } from '../../../lib/session';
import { useWagesDue } from '../api/wage-sheets';

/**
 * The admin dashboard's warning (docs/product/wages.md#payment): an unpaid wage sheet within a few days of its due
 * date (7 days after the period), or past it. Nothing shows when every sheet is paid in time, to a role that does not
 * pay wages, or when the read fails (the dashboard stays).
 */
export function WagesDueAlert() {
  const due = useWagesDue(canAccess(getRole(), 'wages'));
  if (!due.data?.length) return null;
  return (
    <Stack gap="xs">
      {due.data.map((d) => (
        <Alert key={d.sheet} color={d.overdue ? 'red' : 'orange'} title={d.overdue ? WAGE_SHEET_TEXT.overdue : WAGE_SHEET_TEXT.dueSoon} role="alert">
          <Anchor component={Link} to={`/wages/sheets/${d.sheet}`}>
            {formatDate(d.period_from)} – {formatDate(d.period_to)}
          </Anchor>
          : {d.overdue ? 'were due by' : 'are due by'} {formatDate(d.due_date)}
        </Alert>
      ))}
    </Stack>
  );
}
