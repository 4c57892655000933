import { PageHeader } from '../../../components/page-header';
import { ScheduleItemsTable } from '../components/schedule-items-table';

/**
 * A stand-alone Work Schedule view (supervisor: its own items). The people feature owns /supervisor/schedules; it
 * can render <ScheduleItemsTable detailed /> there (or route to this page).
 */
export default function WorkSchedulePage() {
  return (
    <>
      <PageHeader title="Work Schedule" />
      <ScheduleItemsTable detailed />
    </>
  );
}
