import { Card, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useAsyncFormMutation, useToastThenGo } from '../../../components/form/use-form-mutation';
import { useCreateStaff } from '../api/create-staff';
import { StaffForm } from '../components/staff-form';
import { STAFF_KINDS, type StaffKind } from '../lib/staff-kinds';

/** /{kind}/create: "Fill this form"; all but workers get a temporary password by mail. */
export function StaffCreatePage({ kind }: { kind: StaffKind }) {
  const config = STAFF_KINDS[kind];
  const save = useAsyncFormMutation(useCreateStaff(config), useToastThenGo(config.list, config.createdToast));
  return (
    <>
      <PageHeader title={`Create ${config.singular}`} breadcrumbs={[{ label: config.listTitle, to: config.list }, { label: `Create ${config.singular}` }]} />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text fw={600} mb="sm">
          Fill this form
        </Text>
        <StaffForm config={config} submitLabel={`Create ${config.singular}`} {...save} />
      </Card>
    </>
  );
}

export const StoreManagerCreatePage = () => <StaffCreatePage kind="storemanager" />;
export const QualityCheckerCreatePage = () => <StaffCreatePage kind="qualitychecker" />;
export const ProductionManagerCreatePage = () => <StaffCreatePage kind="productionmanager" />;
export const WorkerCreatePage = () => <StaffCreatePage kind="worker" />;
export const SheetUserCreatePage = () => <StaffCreatePage kind="sheetuser" />;
