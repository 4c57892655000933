import { Card, Skeleton } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useSupervisor } from '../api/get-supervisor';
import { useUpdateSupervisor } from '../api/update-supervisor';
import { SupervisorForm } from '../components/supervisor-form';

/** /supervisor/update/{id} */
export default function SupervisorUpdatePage() {
  const { id = '' } = useParams();
  const supervisor = useSupervisor(id);
  const update = useUpdateSupervisor(id);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Update Supervisor"
        breadcrumbs={[
          { label: 'Supervisors', to: '/supervisors' },
          { label: supervisor.data?.full_name ?? 'Supervisor', to: `/supervisors/${id}` },
          { label: 'Update' },
        ]}
      />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {supervisor.data ? (
          <SupervisorForm
            supervisor={supervisor.data}
            submitLabel="Update Supervisor"
            pending={update.isPending}
            error={update.error}
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values });
              toastSuccess(PEOPLE_TOASTS.supervisorUpdated);
              navigate(`/supervisors/${id}`);
            }}
          />
        ) : (
          !supervisor.error && <Skeleton h={320} />
        )}
      </Card>
    </>
  );
}
