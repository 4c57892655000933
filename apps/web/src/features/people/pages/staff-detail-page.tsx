import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { ROLE_LABELS } from '@steelworks/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useAsyncFormMutation } from '../../../components/form/use-form-mutation';
import { useBlockStaff } from '../api/block-staff';
import { useStaffMember } from '../api/get-staff-member';
import { peopleKeys } from '../api/keys';
import { useUpdateStaff } from '../api/update-staff';
import { BlockAccountButton } from '../components/block-account-button';
import { DetailField } from '../../../components/detail-field';
import { StaffForm } from '../components/staff-form';
import { STAFF_KINDS, type StaffKind } from '../lib/staff-kinds';
import { HistoryPanel } from '../../audit/public';

/** /{kind}s/{id}: the account, Block Account, and the embedded Update Profile form. */
export function StaffDetailPage({ kind }: { kind: StaffKind }) {
  const config = STAFF_KINDS[kind];
  const { id = '' } = useParams();
  const member = useStaffMember(config, id);
  const block = useBlockStaff(config);
  const queryClient = useQueryClient();
  const save = useAsyncFormMutation(useUpdateStaff(config, id), (saved) => {
    queryClient.setQueryData(peopleKeys.staffMember(kind, id), saved);
    toastSuccess(config.updatedToast);
  });
  const m = member.data;

  return (
    <>
      <PageHeader
        title={m?.full_name ?? config.singular}
        breadcrumbs={[{ label: config.listTitle, to: config.list }, { label: m?.full_name ?? config.singular }]}
        actions={m && <BlockAccountButton onBlock={() => block.mutateAsync(m.id)} to={config.list} />}
      />
      {!m ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="md">
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <DetailField label="Username" value={m.username} />
              <DetailField label="Role" value={ROLE_LABELS[m.role] ?? m.role} />
              <DetailField label="Email" value={m.email} />
              <DetailField label="Phone" value={m.phone} />
              <DetailField label="Full Name" value={m.full_name} />
              {config.worker && <DetailField label="Designation" value={(m.designation_details ?? []).map((d) => d.role).join(', ')} />}
            </SimpleGrid>
          </Card>
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={4} mb="sm">
              Update Profile
            </Title>
            <StaffForm
              key={m.id}
              config={config}
              member={m}
              submitLabel="Update"
              {...save}
            />
          </Card>
        </Stack>
      )}
      <HistoryPanel entity="account" id={m?.id} />
    </>
  );
}

export const StoreManagerDetailPage = () => <StaffDetailPage kind="storemanager" />;
export const QualityCheckerDetailPage = () => <StaffDetailPage kind="qualitychecker" />;
export const ProductionManagerDetailPage = () => <StaffDetailPage kind="productionmanager" />;
export const WorkerDetailPage = () => <StaffDetailPage kind="worker" />;
export const SheetUserDetailPage = () => <StaffDetailPage kind="sheetuser" />;
