import { Card } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { PageHeader } from '../../../components/page-header';
import { useAsyncFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useCreateSupervisor } from '../api/create-supervisor';
import { SupervisorForm } from '../components/supervisor-form';

/** /supervisor/create: the new supervisor gets a temporary password by mail. */
export default function SupervisorCreatePage() {
  const save = useAsyncFormMutation(useCreateSupervisor(), useToastThenGo('/supervisors', PEOPLE_TOASTS.supervisorCreated));
  return (
    <>
      <PageHeader title="Create Supervisor" breadcrumbs={[{ label: 'Supervisors', to: '/supervisors' }, { label: 'Create Supervisor' }]} />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SupervisorForm submitLabel="Create Supervisor" {...save} />
      </Card>
    </>
  );
}
