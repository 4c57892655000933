import { PageHeader } from '../../../components/page-header';
import { ScheduleItemsTable } from '../../orders/components/schedule-items-table';

/**
 * /supervisor/schedules: the Work Schedule (schedule items are made when orders are approved). Admin and
 * productionmanager see every supervisor's items; a supervisor sees only its own (the server filters by owner).
 */
export default function SchedulesPage() {
  return (
    <>
      <PageHeader title="Work Schedule" />
      <ScheduleItemsTable detailed />
    </>
  );
}
