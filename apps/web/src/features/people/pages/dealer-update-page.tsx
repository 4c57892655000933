import { Card, Skeleton } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useDealer } from '../api/get-dealer';
import { useUpdateDealer } from '../api/update-dealer';
import { DealerForm } from '../components/dealer-form';

/** /dealer/update/{id} */
export default function DealerUpdatePage() {
  const { id = '' } = useParams();
  const dealer = useDealer(id);
  const update = useUpdateDealer(id);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Update Dealer"
        breadcrumbs={[{ label: 'Dealers', to: '/dealers' }, { label: dealer.data?.full_name ?? 'Dealer', to: `/dealers/${id}` }, { label: 'Update' }]}
      />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {dealer.data ? (
          <DealerForm
            dealer={dealer.data}
            submitLabel="Update Dealer"
            pending={update.isPending}
            error={update.error}
            onSubmit={async (payload) => {
              await update.mutateAsync(payload);
              toastSuccess(PEOPLE_TOASTS.dealerUpdated);
              navigate(`/dealers/${id}`);
            }}
          />
        ) : (
          !dealer.error && <Skeleton h={320} />
        )}
      </Card>
    </>
  );
}
