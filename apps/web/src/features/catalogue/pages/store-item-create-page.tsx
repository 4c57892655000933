import { STORE_MESSAGES } from '@steelworks/contract/store';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../components/apply-server-errors';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useCreateStoreItem } from '../api/create-store-item';
import { StoreItemForm } from '../components/store-item-form';

/** /store/create */
export default function StoreItemCreatePage() {
  const navigate = useNavigate();
  const create = useCreateStoreItem();
  return (
    <>
      <PageHeader
        title="Create Store Item"
        breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'All Store Items', to: '/store' }, { label: 'Create Store Item' }]}
      />
      <StoreItemForm
        submitLabel="Create Store Item"
        pending={create.isPending}
        error={create.error}
        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: () => {
              toastSuccess(STORE_MESSAGES.created);
              void navigate('/store');
            },
            onError: (error) => applyServerErrors(form, error),
          })
        }
      />
    </>
  );
}
