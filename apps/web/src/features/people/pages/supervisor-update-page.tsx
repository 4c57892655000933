import { Card, Skeleton } from '@mantine/core';
import { PEOPLE_TOASTS } from '@steelworks/contract/staff';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAsyncFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useSupervisor } from '../api/get-supervisor';
import { useUpdateSupervisor } from '../api/update-supervisor';
import { SupervisorForm } from '../components/supervisor-form';

/** /supervisor/update/{id} */
export default function SupervisorUpdatePage() {
  const { id = '' } = useParams();
  const supervisor = useSupervisor(id);
  const save = useAsyncFormMutation(useUpdateSupervisor(id), useToastThenGo(`/supervisors/${id}`, PEOPLE_TOASTS.supervisorUpdated));
  const name = supervisor.data?.full_name ?? 'Supervisor';
  return (
    <>
      <PageHeader
        title="Update Supervisor"
        breadcrumbs={[{ label: 'Supervisors', to: '/supervisors' }, { label: name, to: `/supervisors/${id}` }, { label: 'Update' }]}
      />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {supervisor.data ? (
          <SupervisorForm supervisor={supervisor.data} submitLabel="Update Supervisor" {...save} />
        ) : (
          !supervisor.error && <Skeleton h={320} />
        )}
      </Card>
    </>
  );
}
