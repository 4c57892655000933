import { Card } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { PageHeader } from '../../../components/page-header';
import { useAsyncFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useCreateDealer } from '../api/create-dealer';
import { DealerForm } from '../components/dealer-form';

const { message, title } = PEOPLE_TOASTS.dealerCreated;

/** /dealer/create: a Dealer (signs in, temporary password by mail) or a Customer (no sign-in). */
export default function DealerCreatePage() {
  const toDealers = useToastThenGo('/dealers', message, title);
  const toCustomers = useToastThenGo('/dealers?type=customers', message, title);
  // A counter customer is listed in its own tab: the list opens there.
  const save = useAsyncFormMutation(useCreateDealer(), (created) => (created.type === 'Customer' ? toCustomers() : toDealers()));
  return (
    <>
      <PageHeader title="Create Dealer" breadcrumbs={[{ label: 'Dealers', to: '/dealers' }, { label: 'Create Dealer' }]} />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <DealerForm submitLabel="Create Dealer" {...save} />
      </Card>
    </>
  );
}
