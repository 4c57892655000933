import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useVisits } from '../api/get-visits';
import { VisitsTable } from '../components/visits-table';

/** /visit-entry: All Visit Entries (docs/product/screens-and-texts.md#routes). */
export default function VisitsPage() {
  const query = useVisits();
  return (
    <>
      <PageHeader
        title="All Visit Entries"
        breadcrumbs={[{ label: 'Field App', to: '/fields' }, { label: 'All Visit Entries' }]}
        actions={
          <Button component={Link} to="/visitEntry/create">
            Add VisitEntry
          </Button>
        }
      />
      <VisitsTable query={query} kind="list" />
    </>
  );
}
