import { STORE_MESSAGES } from '@steelworks/contract/store';
import { PageHeader } from '../../../components/page-header';
import { useFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useCreateStoreItem } from '../api/create-store-item';
import { StoreItemForm } from '../components/store-item-form';

/** /store/create */
export default function StoreItemCreatePage() {
  const save = useFormMutation(useCreateStoreItem(), useToastThenGo('/store', STORE_MESSAGES.created));
  return (
    <>
      <PageHeader title="Create Store Item" trail={[{ label: 'All Store Items', to: '/store' }]} />
      <StoreItemForm submitLabel="Create Store Item" {...save} />
    </>
  );
}
