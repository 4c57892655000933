import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateSheet } from '../api/create-sheet';
import { SheetForm } from '../components/sheet-form';

/** /sheet/create */
export default function SheetCreatePage() {
  const navigate = useNavigate();
  const create = useCreateSheet();
  return (
    <>
      <PageHeader
        title="Create Sheet"
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Sheets', to: '/sheet' }, { label: 'Create Sheet' }]}
      />
      <SheetForm
        submitLabel="Create Sheet"
        pending={create.isPending}
        error={create.error}
        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: () => {
              toastSuccess('Done', 'Sheet created');
              void navigate('/sheet');
            },
            onError: (error) => applyServerErrors(form, error),
          })
        }
      />
    </>
  );
}
