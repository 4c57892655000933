import { Center, Loader } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { PageHeader } from '../../../components/page-header';
import { staleCurrentValue } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useSheet } from '../api/get-sheet';
import { useUpdateSheet } from '../api/update-sheet';
import { SheetForm } from '../components/sheet-form';
import { HistoryPanel } from '../../audit/public';

/** /sheet/update/:id */
export default function SheetUpdatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  // An unknown id (or not a number) is the 404 page in the layout (lib/query-client.ts).
  const sheet = useSheet(id);
  const update = useUpdateSheet();
  return (
    <>
      <PageHeader
        title="Update Sheet"
        trail={[{ label: 'All Sheets', to: '/sheet' }]}
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
          onSubmit={({ quantity, ...values }, form) => {
            const opened = form.getInitialValues().quantity;
            update.mutate(
              {
                id,
                ...values,
                // Only a stock the user changed is sent (an empty one means 0, docs/product/sheets.md#sheet-validation), with the stock the
                // form was opened with: a deduction posted meanwhile answers 409 instead of being undone.
                ...(String(quantity) !== String(opened) ? { quantity: quantity === '' ? 0 : quantity, expected_quantity: opened } : {}),
              },
              {
                onSuccess: () => {
                  toastSuccess('Done', 'Sheet updated');
                  void navigate('/sheet');
                },
                onError: (error) => {
                  // The message quotes the stock now; it becomes the form's starting point for a second try.
                  const now = staleCurrentValue(error, 'quantity');
                  if (now !== undefined) form.setInitialValues({ ...form.getInitialValues(), quantity: now });
                  applyServerErrors(form, error);
                },
              },
            );
          }}
        />
      )}
      <HistoryPanel entity="sheet" id={sheet.data?.id} />
    </>
  );
}
