import { Card } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useCreateDealer } from '../api/create-dealer';
import { DealerForm } from '../components/dealer-form';

/** /dealer/create: a Dealer (signs in, temporary password by mail) or a Customer (no sign-in). */
export default function DealerCreatePage() {
  const create = useCreateDealer();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create Dealer"
        breadcrumbs={[{ label: 'Dealers', to: '/dealers' }, { label: 'Create Dealer' }]}
      />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <DealerForm
          submitLabel="Create Dealer"
          pending={create.isPending}
          error={create.error}
          onSubmit={async (payload) => {
            await create.mutateAsync(payload);
            toastSuccess(PEOPLE_TOASTS.dealerCreated.message, PEOPLE_TOASTS.dealerCreated.title);
            navigate('/dealers');
          }}
        />
      </Card>
    </>
  );
}
