import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { FieldStaff } from '@steelworks/contract/field';
import { FIELD_TOASTS } from '@steelworks/contract/field-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteFieldStaff } from '../api/delete-field-staff';
import { useFieldStaffList } from '../api/get-field-staff-list';
import { FieldStaffModal } from '../components/field-staff-modal';

/** /fieldstaff: All Field Staffs (docs/product/screens-and-texts.md#routes). */
export default function FieldStaffListPage() {
  const query = useFieldStaffList();
  const remove = useDeleteFieldStaff();
  const [creating, setCreating] = useState(false);
  const offset = (query.page - 1) * 10;
  const confirmDelete = (member: FieldStaff) =>
    confirmAction({ onConfirm: () => remove.mutate(member.id, { onSuccess: () => toastSuccess(FIELD_TOASTS.staffDeleted) }) });
  return (
    <>
      <PageHeader
        title="All Field Staffs"
        breadcrumbs={[{ label: 'Field App', to: '/fields' }, { label: 'All Field Staffs' }]}
        actions={<Button onClick={() => setCreating(true)}>Create Field Staff</Button>}
      />
      <FieldStaffModal opened={creating} onClose={() => setCreating(false)} />
      <PagedTable
        query={query}
        label="All Field Staffs"
        columns={[
          { key: 'n', header: '#', render: (_row, index) => offset + index + 1 },
          { key: 'username', header: 'User Name', render: (s) => s.username },
          { key: 'name', header: 'Name', render: (s) => s.full_name },
          { key: 'email', header: 'E-mail', render: (s) => s.email },
          { key: 'phone', header: 'Phone', render: (s) => s.phone },
          {
            key: 'action',
            header: 'Action',
            render: (s) => (
              <Group gap="xs" wrap="nowrap">
                <ActionIcon component={Link} to={`/fieldstaff/${s.id}`} variant="subtle" aria-label={`Edit ${s.username}`}>
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon color="red" variant="subtle" aria-label={`Delete ${s.username}`} onClick={() => confirmDelete(s)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <Anchor component={Link} to="/fields" size="sm">
        Field App
      </Anchor>
    </>
  );
}
