import { Center, Loader } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useSheet } from '../api/get-sheet';
import { useUpdateSheet } from '../api/update-sheet';
import { SheetForm } from '../components/sheet-form';

/** /sheet/update/:id */
export default function SheetUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const sheet = useSheet(Number.isInteger(id) ? id : 0);
  const update = useUpdateSheet();
  if (!Number.isInteger(id) || (sheet.error instanceof ApiError && sheet.error.status === 404)) return <Navigate to="/404" replace />;
  return (
    <>
      <PageHeader
        title="Update Sheet"
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Sheets', to: '/sheet' }, { label: 'Update Sheet' }]}
      />
      {!sheet.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <SheetForm
          key={sheet.data.id}
          initial={sheet.data}
          submitLabel="Update Sheet"
          pending={update.isPending}
          error={update.error}
          onSubmit={({ quantity, ...values }, form) =>
            update.mutate(
              {
                id,
                ...values,
                // Only a stock the user changed is sent (an empty one means 0, spec 3 section 5): a deduction posted
                // while this form was open must not be undone by saving the old figure back.
                ...(String(quantity) !== String(sheet.data?.quantity) ? { quantity: quantity === '' ? 0 : quantity } : {}),
              },
              {
                onSuccess: () => {
                  toastSuccess('Done', 'Sheet updated');
                  void navigate('/sheet');
                },
                onError: (error) => applyServerErrors(form, error),
              },
            )
          }
        />
      )}
    </>
  );
}
