import { Card, Skeleton } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAsyncFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useDealer } from '../api/get-dealer';
import { useUpdateDealer } from '../api/update-dealer';
import { DealerForm } from '../components/dealer-form';

/** /dealer/update/{id} */
export default function DealerUpdatePage() {
  const { id = '' } = useParams();
  const dealer = useDealer(id);
  const save = useAsyncFormMutation(useUpdateDealer(id), useToastThenGo(`/dealers/${id}`, PEOPLE_TOASTS.dealerUpdated));
  const crumbs = [{ label: 'Dealers', to: '/dealers' }, { label: dealer.data?.full_name ?? 'Dealer', to: `/dealers/${id}` }, { label: 'Update' }];
  return (
    <>
      <PageHeader title="Update Dealer" breadcrumbs={crumbs} />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {dealer.data ? <DealerForm dealer={dealer.data} submitLabel="Update Dealer" {...save} /> : !dealer.error && <Skeleton h={320} />}
      </Card>
    </>
  );
}
