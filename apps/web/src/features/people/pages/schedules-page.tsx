import { addDaysTo, formatDisplayDate } from '@steelworks/contract/common/dates';
import { useSearchParams } from 'react-router';
import { ActiveFilter } from '../../../components/active-filter';
import { PageHeader } from '../../../components/page-header';
import { ScheduleItemsTable } from '../../order/public';

/**
 * /supervisor/schedules: the Work Schedule (schedule items are made when orders are approved). Admin and
 * productionmanager see every supervisor's items; a supervisor sees only its own (the server filters by owner).
 * `?week=YYYY-MM-DD` (a week of the capacity outlook) lists the items with work in those seven days.
 */
export default function SchedulesPage() {
  const [params] = useSearchParams();
  const week = params.get('week') || undefined;
  return (
    <>
      <PageHeader title="Work Schedule" />
      <ActiveFilter name="week" describe={(day) => `Work in the week ${formatDisplayDate(day)} to ${formatDisplayDate(addDaysTo(day, 6))}`} />
      <ScheduleItemsTable detailed week={week} />
    </>
  );
}
