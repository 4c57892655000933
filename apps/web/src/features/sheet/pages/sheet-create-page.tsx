import { PageHeader } from '../../../components/page-header';
import { useFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useCreateSheet } from '../api/create-sheet';
import { SheetForm } from '../components/sheet-form';

/** /sheet/create */
export default function SheetCreatePage() {
  const save = useFormMutation(useCreateSheet(), useToastThenGo('/sheet', 'Done', 'Sheet created'));
  return (
    <>
      <PageHeader title="Create Sheet" trail={[{ label: 'All Sheets', to: '/sheet' }]} />
      <SheetForm submitLabel="Create Sheet" {...save} />
    </>
  );
}
