import { Card } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useCreateSupervisor } from '../api/create-supervisor';
import { SupervisorForm } from '../components/supervisor-form';

/** /supervisor/create: the new supervisor gets a temporary password by mail. */
export default function SupervisorCreatePage() {
  const create = useCreateSupervisor();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create Supervisor" breadcrumbs={[{ label: 'Supervisors', to: '/supervisors' }, { label: 'Create Supervisor' }]} />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SupervisorForm
          submitLabel="Create Supervisor"
          pending={create.isPending}
          error={create.error}
          onSubmit={async (values) => {
            await create.mutateAsync({ ...values });
            toastSuccess(PEOPLE_TOASTS.supervisorCreated);
            navigate('/supervisors');
          }}
        />
      </Card>
    </>
  );
}
