import { Card, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { useCreateStaff } from '../api/create-staff';
import { StaffForm } from '../components/staff-form';
import { STAFF_KINDS, type StaffKind } from '../lib/staff-kinds';

/** /{kind}/create: "Fill this form"; all but workers get a temporary password by mail. */
export function StaffCreatePage({ kind }: { kind: StaffKind }) {
  const config = STAFF_KINDS[kind];
  const create = useCreateStaff(config);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={`Create ${config.singular}`} breadcrumbs={[{ label: config.listTitle, to: config.list }, { label: `Create ${config.singular}` }]} />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text fw={600} mb="sm">
          Fill this form
        </Text>
        <StaffForm
          config={config}
          submitLabel={`Create ${config.singular}`}
          pending={create.isPending}
          error={create.error}
          onSubmit={async (payload) => {
            await create.mutateAsync(payload);
            toastSuccess(config.createdToast);
            navigate(config.list);
          }}
        />
      </Card>
    </>
  );
}

export const StoreManagerCreatePage = () => <StaffCreatePage kind="storemanager" />;
export const QualityCheckerCreatePage = () => <StaffCreatePage kind="qualitychecker" />;
export const ProductionManagerCreatePage = () => <StaffCreatePage kind="productionmanager" />;
export const WorkerCreatePage = () => <StaffCreatePage kind="worker" />;
export const SheetUserCreatePage = () => <StaffCreatePage kind="sheetuser" />;
